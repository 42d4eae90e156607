// Package pubsub holds Google Cloud Pub/Sub receive callbacks.
package pubsub

import (
	"context"
	"database/sql"
	"log"

	"cloud.google.com/go/pubsub/v2"
)

func receive(ctx context.Context, sub *pubsub.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		m.Ack() // want `m.Ack runs before db.ExecContext at line 15`
		db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID)
	})
}

func receiveGood(ctx context.Context, sub *pubsub.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if _, err := db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}

func deferred(ctx context.Context, sub *pubsub.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		defer m.Ack() // want `deferred m.Ack also runs when db.ExecContext at line 32 fails`
		if _, err := db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID); err != nil {
			log.Print(err)
			return
		}
	})
}

func handle(ctx context.Context, db *sql.DB, m *pubsub.Message) (err error) {
	defer func() {
		if err == nil {
			m.Ack()
		} else {
			m.Nack()
		}
	}()
	_, err = db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID)
	return err
}

// A transaction commits at the end of the callback it runs; the ack
// inside it comes first.
func inTransaction(ctx context.Context, db *sql.DB, m *pubsub.Message) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		m.Nack()
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID); err != nil {
		m.Nack()
		return err
	}
	if err := tx.Commit(); err != nil {
		m.Nack()
		return err
	}
	m.Ack()
	return nil
}
