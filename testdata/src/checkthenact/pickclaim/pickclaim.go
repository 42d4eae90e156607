// Package pickclaim claims queued rows for a dispatcher with one UPDATE
// whose subquery picks them (sqlc's shape over pgx, and database/sql).
package pickclaim

import (
	"context"
	"database/sql"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

const claimUnlocked = `UPDATE pool AS sp
    SET status = 'sending'
    FROM (
            SELECT id FROM pool
            WHERE scheduled_time <= NOW() AND status = 'scheduled'
            LIMIT $1
        ) AS t
    WHERE sp.id = t.id
    RETURNING sp.id, sp.email`

const claimLocked = `UPDATE pool AS sp
    SET status = 'sending'
    FROM (
            SELECT id FROM pool
            WHERE scheduled_time <= NOW() AND status = 'scheduled'
            FOR UPDATE SKIP LOCKED
            LIMIT $1
        ) AS t
    WHERE sp.id = t.id
    RETURNING sp.id, sp.email`

type Row struct{ ID, Email string }

type Queries struct{ db *pgxpool.Pool }

func collect(rows pgx.Rows) ([]Row, error) {
	defer rows.Close()
	var out []Row
	for rows.Next() {
		var r Row
		if err := rows.Scan(&r.ID, &r.Email); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Bad: two dispatchers pick the same scheduled rows, and both claim them.
func (q *Queries) PrepareForSend(ctx context.Context, limit int32) ([]Row, error) {
	rows, err := q.db.Query(ctx, claimUnlocked, limit) // want `q.db.Query claims rows of pool that its subquery picks by status without locking them: two concurrent calls can pick the same rows`
	if err != nil {
		return nil, err
	}
	return collect(rows)
}

// Good: the subquery locks what it picks and skips what another holds.
func (q *Queries) PrepareLocked(ctx context.Context, limit int32) ([]Row, error) {
	rows, err := q.db.Query(ctx, claimLocked, limit)
	if err != nil {
		return nil, err
	}
	return collect(rows)
}

// Bad: one job by a scalar subquery, through database/sql.
func next(ctx context.Context, db *sql.DB) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, `UPDATE jobs SET status = 'running' WHERE id = (SELECT id FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1) RETURNING id`).Scan(&id) // want `db.QueryRowContext claims rows of jobs that its subquery picks by status without locking them`
	return id, err
}

// Good: the UPDATE tests the state again; the second claimer updates
// nothing.
func nextRechecked(ctx context.Context, db *sql.DB) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, `UPDATE jobs SET status = 'running' WHERE id = (SELECT id FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1) AND status = 'queued' RETURNING id`).Scan(&id)
	return id, err
}

// Good: a batch change whose result nobody reads claims nothing.
func reprioritise(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `UPDATE jobs SET status = 'stale' WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' AND created_at < now() - interval '1 day')`)
	return err
}
