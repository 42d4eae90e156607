// Package pubsubv1 holds receive callbacks written against Pub/Sub before
// v1.9.0, where Message and its Ack are declared in package pubsub.
package pubsubv1

import (
	"context"
	"database/sql"

	"cloud.google.com/go/pubsub"
)

func receive(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		m.Ack() // want `m.Ack runs before db.ExecContext at line 15`
		db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID)
	})
}

func receiveGood(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if _, err := db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", m.ID); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}
