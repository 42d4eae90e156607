package amqp

import (
	"context"
	"database/sql"
	"time"

	"github.com/Rican7/retry"
	"github.com/Rican7/retry/strategy"
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

// TxProvider opens the transaction a handler's work runs in.
type TxProvider interface {
	New() (*sql.Tx, error)
}

type deadWorker struct {
	txs     TxProvider
	handler func(tx *sql.Tx, d amqp.Delivery) error
}

// ack settles the delivery through Rican7/retry, whose action is given
// the attempt's number: what it acks is the caller's delivery.
func (w *deadWorker) ack(d amqp.Delivery) error {
	ack := func(attempt uint) error { return d.Ack(false) }
	return retry.Retry(ack, strategy.Wait(100*time.Millisecond))
}

func (w *deadWorker) reject(d amqp.Delivery) error {
	return retry.Retry(func(attempt uint) error { return d.Reject(true) })
}

// Bad: the transaction for the handler could not be opened, and the
// delivery is acked without the handler ever running.
func (w *deadWorker) invoke(d amqp.Delivery) {
	tx, err := w.txs.New()
	if err != nil {
		_ = w.ack(d) // want `w.ack runs after w.txs.New at line \d+ failed: the failed message is lost for good`
		return
	}
	if err := w.handler(tx, d); err != nil {
		tx.Rollback()
		_ = w.reject(d)
		return
	}
	if err := tx.Commit(); err != nil {
		_ = w.reject(d)
		return
	}
	_ = w.ack(d)
}

// Good: requeued when the transaction cannot be opened.
func (w *deadWorker) invokeRequeue(d amqp.Delivery) {
	tx, err := w.txs.New()
	if err != nil {
		_ = w.reject(d)
		return
	}
	if err := w.handler(tx, d); err != nil {
		tx.Rollback()
		_ = w.reject(d)
		return
	}
	if err := tx.Commit(); err != nil {
		_ = w.reject(d)
		return
	}
	_ = w.ack(d)
}
