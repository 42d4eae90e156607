// Package schemaembed: a schema embedded with //go:embed, in a tree with
// no go.mod above it: the embedded file alone declares the schema.
package schemaembed

import (
	"context"
	"database/sql"
	"errors"

	_ "embed"
)

//go:embed schema.sql
var schema string

// Migrate creates the tables.
func Migrate(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, schema)
	return err
}

// Note: the column's UNIQUE makes the loser's INSERT fail.
func subscribe(ctx context.Context, db *sql.DB, endpoint, topic string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM subscriptions WHERE endpoint = ?", endpoint).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on the unique constraint on subscriptions \(endpoint\) and this code returns the error`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO subscriptions (endpoint, topic) VALUES (?, ?)", endpoint, topic)
	}
	return err
}

// Bad: topic is not unique.
func firstOfTopic(ctx context.Context, db *sql.DB, endpoint, topic string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM subscriptions WHERE topic = ?", topic).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; .*; no unique constraint covers subscriptions \(topic\)$`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO subscriptions (endpoint, topic) VALUES (?, ?)", endpoint, topic)
	}
	return err
}
