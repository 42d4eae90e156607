// Package cli runs the command's subcommands, once each.
package cli

import (
	"context"
	"database/sql"
	"os"
)

// Run runs the subcommand named in the arguments.
func Run(ctx context.Context, db *sql.DB) error {
	if len(os.Args) > 1 && os.Args[1] == "create-user" {
		return createUser(ctx, db, os.Args[2])
	}
	return nil
}

func createUser(ctx context.Context, db *sql.DB, email string) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, email)
	return err
}
