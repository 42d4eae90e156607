// Package testutil holds fixtures that only tests call.
package testutil

import (
	"context"
	"database/sql"
)

// Fixture inserts a label unless there is one.
func Fixture(ctx context.Context, db *sql.DB) {
	var n int
	db.QueryRowContext(ctx, `SELECT count(*) FROM labels WHERE vault_id = $1 AND slug = $2`, "v", "fixture").Scan(&n)
	if n == 0 {
		db.ExecContext(ctx, `INSERT INTO labels (vault_id, slug) VALUES ($1, $2)`, "v", "fixture")
	}
}
