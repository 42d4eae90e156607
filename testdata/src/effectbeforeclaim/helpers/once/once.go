package once // want package:"exports summaries"

// Test package once holds the program's own run-once helpers: one records
// the key after running the callback (mark-after-effect for its callers),
// one claims first.

import (
	"context"
	"database/sql"
	"errors"
)

type Runner struct{ db *sql.DB }

// RunOnce runs fn, then records the key.
func (r *Runner) RunOnce(ctx context.Context, key string, fn func() error) error { // want RunOnce:`write table=processed runs=3 marks-after=3 writekey=2 via once.Runner.RunOnce → sql.DB.ExecContext`
	if err := fn(); err != nil {
		return err
	}
	_, err := r.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, key)
	return err
}

// ClaimThenRun claims the key, then runs fn only if this call won.
func (r *Runner) ClaimThenRun(ctx context.Context, key string, fn func() error) error { // want ClaimThenRun:`claim table=processed keyparam=2 runs=3 via once.Runner.ClaimThenRun → sql.DB.ExecContext`
	res, err := r.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return fn()
}

// TakeOver takes the attempt over (a new one, or one that failed), runs
// fn only if it did, then records it sent: the claim comes first, the
// later mark completes it.
func (r *Runner) TakeOver(ctx context.Context, key string, fn func() error) error { // want TakeOver:`^write,claim table=attempts keyparam=2 sets marks norow runs=3 writekey=2 via once.Runner.TakeOver → sql.DB.QueryRowContext; write via`
	var one int
	err := r.db.QueryRowContext(ctx, `INSERT INTO attempts (id, status) VALUES ($1, 'attempting') ON CONFLICT (id) DO UPDATE SET status = 'attempting' WHERE attempts.status = 'failed' RETURNING 1`, key).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // another run holds it, or sent it
	}
	if err != nil {
		return err
	}
	if err := fn(); err != nil {
		return err
	}
	_, err = r.db.ExecContext(ctx, `UPDATE attempts SET status = 'sent' WHERE id = $1`, key)
	return err
}
