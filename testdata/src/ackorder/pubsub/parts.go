package pubsub

import (
	"context"
	"database/sql"
	"strings"

	"cloud.google.com/go/pubsub/v2"
)

// Bad: the message holds a batch of entries, and the first entry's pass
// acks the whole message.
func billBatch(ctx context.Context, sub *pubsub.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		entries := strings.Split(string(m.Data), "\n")
		for _, e := range entries {
			if _, err := db.ExecContext(ctx, "INSERT INTO bills (entry) VALUES ($1)", e); err != nil {
				m.Nack()
				return
			}
			m.Ack() // want `m.Ack runs inside the loop over the parts of the message, before db.ExecContext at line \d+ handles the next part`
		}
	})
}

// Good: acked once, after every entry.
func billBatchOnce(ctx context.Context, sub *pubsub.Subscriber, db *sql.DB) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		for _, e := range strings.Split(string(m.Data), "\n") {
			if _, err := db.ExecContext(ctx, "INSERT INTO bills (entry) VALUES ($1)", e); err != nil {
				m.Nack()
				return
			}
		}
		m.Ack()
	})
}

// Entry is one entry of a batch.
type Entry struct{ Raw string }

// Biller submits one entry; its implementations are the services'.
type Biller interface {
	Bill(ctx context.Context, entry *Entry) error
}

type forwarder struct{ biller Biller }

// Bad: each entry handed to a biller the package does not show, the
// message acked after the first.
func (f *forwarder) forward(ctx context.Context, sub *pubsub.Subscriber) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		for _, e := range strings.Split(string(m.Data), "\n") {
			if err := f.biller.Bill(ctx, &Entry{Raw: e}); err != nil {
				m.Nack()
				return
			}
			m.Ack() // want `m.Ack runs inside the loop over the parts of the message, before f.biller.Bill at line \d+ handles the next part`
		}
	})
}
