// Package seed fills a new database: run once, at start-up, from main.
package seed

import (
	"context"
	"database/sql"
)

// Admin creates the admin user unless there is one.
func Admin(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, "admin@example.com").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, "admin@example.com")
	return err
}

// Plans creates the free plan unless there is one: a command main runs
// from its table of commands.
func Plans(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM plans WHERE name = $1`, "free").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO plans (name) VALUES ($1)`, "free")
	return err
}

// Restore recreates the default plan unless there is one: main's
// dispatcher runs it from its struct of subcommands.
func Restore(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM plans WHERE name = $1`, "default").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO plans (name) VALUES ($1)`, "default")
	return err
}
