// Package ignore silences findings with //idemlint:ignore.
package ignore

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"

	"ackorder/repo"
)

func silencedAbove(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	//idemlint:ignore ackorder the store replays from its outbox
	msg.Ack()
	s.Apply(ctx, string(msg.Data()))
}

func silencedOnLine(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	msg.Ack() //idemlint:ignore ackorder the store replays from its outbox
	s.Apply(ctx, string(msg.Data()))
}

func otherAnalyzer(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	msg.Ack() //idemlint:ignore checkthenact not this one // want `msg.Ack runs before s.Apply`
	s.Apply(ctx, string(msg.Data()))
}

func noReason(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	//idemlint:ignore ackorder
	msg.Ack() // want `msg.Ack runs before s.Apply`
	s.Apply(ctx, string(msg.Data()))
}
