// Package billing checks then acts on its own.
package billing

import (
	"context"
	"database/sql"
)

// Charge records a charge unless a count says there is one.
func Charge(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM charges WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO charges (id) VALUES ($1)", id)
	return err
}
