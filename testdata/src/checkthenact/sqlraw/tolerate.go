package sqlraw

import (
	"context"
	"database/sql"
)

// Good: a missing row is tolerated, not decided on: the insert runs
// whether the row was found (err == nil skips the ErrNoRows test) or
// not, and what was found only sets the previous status.
func recordStatus(ctx context.Context, db *sql.DB, id, status string) error {
	prev := ""
	err := db.QueryRowContext(ctx, "SELECT status FROM deliveries WHERE id = $1", id).Scan(&prev)
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO delivery_log (id, prev, status) VALUES ($1, $2, $3)", id, prev, status)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO deliveries (id, status) VALUES ($1, $2)", id, status)
	return err
}

// Bad: the same lookup, and the insert only where the row was missing.
func firstStatus(ctx context.Context, db *sql.DB, id, status string) error {
	prev := ""
	err := db.QueryRowContext(ctx, "SELECT status FROM deliveries WHERE id = $1", id).Scan(&prev) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	if err == sql.ErrNoRows {
		_, err = db.ExecContext(ctx, "INSERT INTO deliveries (id, status) VALUES ($1, $2)", id, status)
	}
	return err
}
