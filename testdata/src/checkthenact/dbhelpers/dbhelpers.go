// Package dbhelpers is test support: its non-test files declare helpers
// that take a *testing.T, so every function of it is one-shot.
package dbhelpers

import (
	"context"
	"database/sql"
	"testing"
)

// Open opens the test database.
func Open(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("postgres", "")
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// Good: a fixture, filled once by a test.
func Fill(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM prices WHERE product = $1`, "p").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO prices (product, price) VALUES ($1, $2)`, "p", 1)
	return err
}
