// Package boot opens the database and makes sure it holds a profile: the
// command's subcommands run it once, at their start.
package boot

import (
	"context"
	"database/sql"
)

// Open opens the database and creates the default profile unless there
// is one.
func Open(ctx context.Context) (*sql.DB, error) {
	db, err := sql.Open("postgres", "")
	if err != nil {
		return nil, err
	}
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM profiles WHERE name = $1`, "default").Scan(&n); err != nil {
		return nil, err
	}
	if n == 0 {
		if _, err := db.ExecContext(ctx, `INSERT INTO profiles (name) VALUES ($1)`, "default"); err != nil {
			return nil, err
		}
	}
	return db, nil
}
