package amqp

import (
	"context"
	"database/sql"

	amqp "github.com/rabbitmq/amqp091-go"
)

// safety runs a step again after a failure, as grabbit's SafeWithRetries
// does: what the step does is its caller's.
type safety struct{ retries int }

func (s safety) withRetries(step func() error) error {
	var err error
	for range s.retries {
		if err = step(); err == nil {
			return nil
		}
	}
	return err
}

type txWorker struct {
	safety
	db *sql.DB
}

// ack settles the delivery through the retry helper.
func (w *txWorker) ack(d amqp.Delivery) error {
	return w.withRetries(func() error { return d.Ack(false) })
}

// Bad: acked, then the handlers' transaction committed.
func (w *txWorker) ackThenCommit(ctx context.Context, d amqp.Delivery) {
	tx, err := w.db.BeginTx(ctx, nil)
	if err != nil {
		return
	}
	if _, err := tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", d.MessageId); err != nil {
		tx.Rollback()
		return
	}
	if err := w.ack(d); err == nil { // want `w.ack runs before w.withRetries at line \d+: a crash between them loses the message for good`
		w.withRetries(tx.Commit)
	}
}

// Good: committed through the helper, then acked.
func (w *txWorker) commitThenAck(ctx context.Context, d amqp.Delivery) {
	tx, err := w.db.BeginTx(ctx, nil)
	if err != nil {
		return
	}
	if _, err := tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", d.MessageId); err != nil {
		tx.Rollback()
		return
	}
	if err := w.withRetries(tx.Commit); err != nil {
		d.Nack(false, true)
		return
	}
	w.ack(d)
}
