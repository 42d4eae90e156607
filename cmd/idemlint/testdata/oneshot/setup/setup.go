// Package setup is outside internal directories, and only main calls it:
// in a module that serves requests it is start-up code all the same.
package setup

import (
	"context"
	"database/sql"
)

// Currency creates the default currency unless there is one.
func Currency(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM currencies WHERE code = $1`, "EUR").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO currencies (code) VALUES ($1)`, "EUR")
	return err
}
