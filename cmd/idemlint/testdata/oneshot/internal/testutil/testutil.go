// Package testutil holds fixtures that only tests call.
package testutil

import (
	"context"
	"database/sql"
)

// Fixture inserts a user unless there is one.
func Fixture(ctx context.Context, db *sql.DB) {
	var n int
	db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, "fixture@example.com").Scan(&n)
	if n == 0 {
		db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, "fixture@example.com")
	}
}
