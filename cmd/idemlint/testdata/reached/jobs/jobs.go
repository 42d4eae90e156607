// Package jobs runs the service's passes on a timer it re-arms every day.
package jobs

import (
	"context"
	"database/sql"
	"time"
)

// Timer is the scheduler's clock, faked in its tests.
type Timer interface {
	C() <-chan time.Time
	Stop()
}

type realTimer struct{ t *time.Timer }

func (r realTimer) C() <-chan time.Time { return r.t.C }
func (r realTimer) Stop()               { r.t.Stop() }

// Runner is one pass of a job.
type Runner interface {
	RunOnce(ctx context.Context) error
}

// Scheduler runs its runner once a day.
type Scheduler struct {
	runner   Runner
	newTimer func(time.Duration) Timer
}

// New returns a scheduler on the real clock.
func New(r Runner) *Scheduler {
	return &Scheduler{runner: r, newTimer: func(d time.Duration) Timer { return realTimer{time.NewTimer(d)} }}
}

// Run runs the pass whenever the timer fires, until ctx ends.
func (s *Scheduler) Run(ctx context.Context) {
	for {
		t := s.newTimer(24 * time.Hour)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C():
		}
		s.runner.RunOnce(ctx)
	}
}

// Digest sends one owner's digest in the transaction of the day's claim.
type Digest interface {
	Send(ctx context.Context, tx *sql.Tx, owner string) error
}

// RunDigests claims each day before it sends the digest: only the replica
// that won the day sends it, and the day commits with what it recorded.
func RunDigests(ctx context.Context, db *sql.DB, d Digest) {
	for range time.Tick(24 * time.Hour) {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO digest_days (day) VALUES (current_date) ON CONFLICT DO NOTHING`)
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 1 && d.Send(ctx, tx, "team") == nil {
			tx.Commit()
			continue
		}
		tx.Rollback()
	}
}
