// Package fold is one checkthenact finding, reported with related
// positions folded into the message.
package fold

import (
	"context"
	"database/sql"
)

func handle(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line 18 runs; .* \(see also: the act: db.ExecContext at fold.go:18\)`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}
