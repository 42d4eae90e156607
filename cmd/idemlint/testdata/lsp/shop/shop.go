// Package shop is the language server's fixture: a consumer that checks
// for a processed message before recording it, and so runs twice when
// two deliveries of one message pass the check together.
package shop

import (
	"context"
	"database/sql"
)

// Handle records a delivery unless its id was seen 🧾.
func Handle(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1 -- 🧾", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}
