// Package resets holds guarded UPDATEs that are no claim to the handler
// that runs them: a wrapper drops the rows they return, or the statement
// returns the row whether the UPDATE matched or not. Their twins, a claim
// whose loss comes back as an error through two wrappers, still are.
package resets

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/hibiken/asynq"
)

type Queries struct{ db *sql.DB }

type Limit struct {
	ID    string
	Value int
}

// ResetWindows zeroes every limit whose window has passed and returns them.
func (q *Queries) ResetWindows(ctx context.Context) ([]Limit, error) {
	rows, err := q.db.QueryContext(ctx, `UPDATE limits SET value = 0, refilled = now() WHERE window IS NOT NULL AND refilled < now() - window RETURNING id, value`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Limit
	for rows.Next() {
		var l Limit
		if err := rows.Scan(&l.ID, &l.Value); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// ClaimJob moves a queued job to running: when another worker won, the
// row is not returned and Scan fails with sql.ErrNoRows.
func (q *Queries) ClaimJob(ctx context.Context, id string) (string, error) {
	var got string
	err := q.db.QueryRowContext(ctx, `UPDATE jobs SET state = 'running' WHERE id = $1 AND state = 'queued' RETURNING id`, id).Scan(&got)
	return got, err
}

// LimitState returns the limit, reset first when its window has passed:
// the row comes back either way.
func (q *Queries) LimitState(ctx context.Context, id string) (Limit, error) {
	var l Limit
	err := q.db.QueryRowContext(ctx, `WITH updated AS (UPDATE limits SET value = 0 WHERE id = $1 AND window IS NOT NULL AND refilled < now() - window RETURNING id, value) SELECT id, value FROM updated UNION ALL SELECT id, value FROM limits WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM updated)`, id).Scan(&l.ID, &l.Value)
	return l, err
}

type Repo struct {
	q  *Queries
	db *sql.DB
}

// ResetAll drops the limits it reset: its callers learn only whether it failed.
func (r *Repo) ResetAll(ctx context.Context) error {
	_, err := r.q.ResetWindows(ctx)
	return err
}

// StartJob drops the claimed id, but a lost claim is its error.
func (r *Repo) StartJob(ctx context.Context, id string) error {
	_, err := r.q.ClaimJob(ctx, id)
	return err
}

// Good: the windows reset, then the alerts recorded; nothing is claimed.
type Alerts struct{ r *Repo }

func (h *Alerts) ProcessTask(ctx context.Context, t *asynq.Task) error {
	if err := h.r.ResetAll(ctx); err != nil {
		return err
	}
	_, err := h.r.db.ExecContext(ctx, `INSERT INTO alerts (tenant) SELECT tenant FROM limits WHERE value >= alarm`)
	return err
}

// Bad: the job claimed through two wrappers, its result written outside
// the claim's transaction.
type Runner struct{ r *Repo }

func (h *Runner) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.r.StartJob(ctx, id); err != nil {
		return err
	}
	_, err := h.r.db.ExecContext(ctx, `INSERT INTO results (job) VALUES ($1)`, id) // want `h.r.db.ExecContext writes outside the transaction of the claim h.r.StartJob at line 91`
	return err
}

// Good: the alert recorded, then the limit read (and reset) before the
// notice is queued; the read claims nothing.
type Notify struct{ r *Repo }

func (h *Notify) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if _, err := h.r.db.ExecContext(ctx, `INSERT INTO alerts (tenant) VALUES ($1)`, id); err != nil {
		return err
	}
	l, err := h.r.q.LimitState(ctx, id)
	if err != nil || l.Value == 0 {
		return err
	}
	_, err = h.r.db.ExecContext(ctx, `INSERT INTO notices (tenant, value) VALUES ($1, $2)`, id, l.Value)
	return err
}

// Bad: the UPDATE names the message by its id and its owner and excludes
// no second run: it reads the message, marking it read, and claims nothing.
type Forward struct{ db *sql.DB }

func (h *Forward) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var body string
	if err := h.db.QueryRowContext(ctx, `UPDATE messages SET read_at = now() WHERE id = $1 AND agent_id = $2 RETURNING body`, string(t.Payload()), "agent").Scan(&body); err != nil {
		return err
	}
	_, err := http.Post("https://hooks.example.com/forward", "text/plain", strings.NewReader(body)) // want `http.Post runs in a handler that records no claim`
	return err
}

// Good: the second predicate tests the state the UPDATE changes.
type ForwardOnce struct{ db *sql.DB }

func (h *ForwardOnce) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var body string
	if err := h.db.QueryRowContext(ctx, `UPDATE messages SET state = $3 WHERE id = $1 AND state = $2 RETURNING body`, string(t.Payload()), "new", "forwarded").Scan(&body); err != nil {
		return err
	}
	_, err := http.Post("https://hooks.example.com/forward", "text/plain", strings.NewReader(body))
	return err
}

// Good: the job claimed, then its tenant's limit read (and reset as it is
// read) outside the claim's transaction: the reset is part of the read, no
// work the claim stands for.
type Measure struct{ r *Repo }

func (h *Measure) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.r.StartJob(ctx, id); err != nil {
		return err
	}
	_, err := h.r.q.LimitState(ctx, "tenant-"+id)
	return err
}

// prepareTx opens a transaction and hands back how to end it.
func prepareTx(ctx context.Context, db *sql.DB) (*sql.Tx, func() error, func(), error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, nil, err
	}
	return tx, tx.Commit, func() { tx.Rollback() }, nil
}

// Good: the job claimed and its result written in the one transaction a
// helper opened (hatchet's PrepareTx): they commit together.
type Shared struct{ db *sql.DB }

func (h *Shared) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, commit, rollback, err := prepareTx(ctx, h.db)
	if err != nil {
		return err
	}
	defer rollback()
	res, err := tx.ExecContext(ctx, `UPDATE jobs SET state = 'running' WHERE id = $1 AND state = 'queued'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO results (job) VALUES ($1)`, id); err != nil {
		return err
	}
	return commit()
}

// Bad: the same claim, and the result written on the pool.
type Split struct{ db *sql.DB }

func (h *Split) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, commit, rollback, err := prepareTx(ctx, h.db)
	if err != nil {
		return err
	}
	defer rollback()
	res, err := tx.ExecContext(ctx, `UPDATE jobs SET state = 'running' WHERE id = $1 AND state = 'queued'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if err := commit(); err != nil {
		return err
	}
	_, err = h.db.ExecContext(ctx, `INSERT INTO results (job) VALUES ($1)`, id) // want `h.db.ExecContext writes outside the transaction of the claim tx.ExecContext`
	return err
}

// dbtx is what the queries run on: the pool or a transaction (sqlc's
// DBTX).
type dbtx interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Good: the claim and the result on the one handle the caller gave, its
// transaction (hatchet's markQueueItemsProcessed).
type Handed struct{ db *sql.DB }

func (h *Handed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := markRunning(ctx, tx, h.db, string(t.Payload()), false); err != nil {
		return err
	}
	return tx.Commit()
}

// markRunning claims the job on q and records its result on q, or, when
// split, on the pool.
func markRunning(ctx context.Context, q dbtx, pool *sql.DB, id string, split bool) error {
	res, err := q.ExecContext(ctx, `UPDATE jobs SET state = 'running' WHERE id = $1 AND state = 'queued'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if split {
		_, err = pool.ExecContext(ctx, `INSERT INTO results (job) VALUES ($1)`, id) // want `pool.ExecContext writes outside the transaction of the claim q.ExecContext`
		return err
	}
	_, err = q.ExecContext(ctx, `INSERT INTO results (job) VALUES ($1)`, id)
	return err
}
