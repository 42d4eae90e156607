// Package river captures payments in River jobs backed by pgx.
package river

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
)

// CaptureArgs asks for the payment of an order to be recorded as captured.
type CaptureArgs struct {
	EventID string `json:"event_id"`
	OrderID string `json:"order_id"`
}

// Kind implements river.JobArgs.
func (CaptureArgs) Kind() string { return "capture" }

const claimSQL = `INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`

// claim records the event in tx and reports whether this job won it.
func claim(ctx context.Context, tx pgx.Tx, eventID string) (bool, error) {
	tag, err := tx.Exec(ctx, claimSQL, eventID)
	return tag.RowsAffected() == 1, err
}

// CaptureBuggy claims in a transaction but updates the order outside it:
// a crash after the commit leaves the event claimed and the order unpaid.
type CaptureBuggy struct {
	river.WorkerDefaults[CaptureArgs]
	Pool *pgxpool.Pool
}

// Work implements river.Worker.
func (w *CaptureBuggy) Work(ctx context.Context, job *river.Job[CaptureArgs]) error {
	tx, err := w.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	won, err := claim(ctx, tx, job.Args.EventID)
	if err != nil || !won {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return err
	}
	_, err = w.Pool.Exec(ctx, `UPDATE orders SET status = 'captured' WHERE id = $1`, job.Args.OrderID) // idemlint: want effectbeforeclaim
	return err
}

// Capture updates the order in the claim's transaction.
type Capture struct {
	river.WorkerDefaults[CaptureArgs]
	Pool *pgxpool.Pool
}

// Work implements river.Worker.
func (w *Capture) Work(ctx context.Context, job *river.Job[CaptureArgs]) error {
	return pgx.BeginFunc(ctx, w.Pool, func(tx pgx.Tx) error {
		won, err := claim(ctx, tx, job.Args.EventID)
		if err != nil || !won {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE orders SET status = 'captured' WHERE id = $1`, job.Args.OrderID) // idemlint: ok
		return err
	})
}
