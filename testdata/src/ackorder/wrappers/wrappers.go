// Package wrappers acks through functions of the program.
package wrappers

import (
	"context"
	"log"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go/jetstream"

	"ackorder/acker"
	"ackorder/repo"
)

func ack(msg jetstream.Msg) { msg.Ack() }

// finish acks only a success.
func finish(msg jetstream.Msg, err error) {
	if err == nil {
		msg.Ack()
		return
	}
	msg.Nak()
}

func localWrapper(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	ack(msg) // want `ack runs before s.Apply at line 29`
	s.Apply(ctx, string(msg.Data()))
}

func localGuarded(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	err := s.Apply(ctx, string(msg.Data()))
	if err != nil {
		log.Print(err)
	}
	finish(msg, err)
}

func importedWrapper(ctx context.Context, msg jetstream.Msg, s *repo.Store) error {
	if err := acker.Done(msg); err != nil { // want `acker.Done runs before s.Apply at line 44`
		return err
	}
	return s.Apply(ctx, string(msg.Data()))
}

func importedGuarded(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	err := s.Apply(ctx, string(msg.Data()))
	if err != nil {
		log.Print(err)
	}
	acker.Finish(msg, err)
}

func importedDuplicate(ctx context.Context, msg jetstream.Msg, s *repo.Store) error {
	if acker.SkipDuplicate(ctx, s, msg) {
		return nil
	}
	if err := s.Apply(ctx, string(msg.Data())); err != nil {
		return msg.Nak()
	}
	return msg.Ack()
}

// The callback's write commits only when BeginFunc returns.
func insideTx(ctx context.Context, pool *pgxpool.Pool, msg jetstream.Msg) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE orders SET paid = true WHERE id = $1", string(msg.Data())); err != nil {
			return err
		}
		return msg.Ack() // want `msg.Ack runs before pgx.BeginFunc at line 67`
	})
}

func afterTx(ctx context.Context, pool *pgxpool.Pool, msg jetstream.Msg) error {
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, "UPDATE orders SET paid = true WHERE id = $1", string(msg.Data()))
		return err
	})
	if err != nil {
		return msg.Nak()
	}
	return msg.Ack()
}
