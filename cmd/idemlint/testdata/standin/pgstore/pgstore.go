// Package pgstore keeps events in PostgreSQL, or, for a demo, nowhere.
package pgstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

// Store is the events table.
type Store struct{ DB *sql.DB }

// Seen reports whether the event is recorded.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM events WHERE id = $1", id).Scan(&n)
	return n > 0, err
}

// Save records the event.
func (s *Store) Save(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", id)
	return err
}

// Demo stands in for the database in a demo: it keeps nothing, and its
// answers only follow the ids a demo uses.
type Demo struct{}

// Seen reports the demo's "seen-" ids seen.
func (Demo) Seen(_ context.Context, id string) (bool, error) {
	return strings.HasPrefix(id, "seen-"), nil
}

// Save fails for an empty id.
func (Demo) Save(_ context.Context, id string) error {
	if id == "" {
		return errors.New("demo: empty id")
	}
	return nil
}

// Has reports whether the ledger holds id.
func (s *Store) Has(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM ledger WHERE id = $1", id).Scan(&n)
	return n > 0, err
}

// Put adds id to the ledger.
func (s *Store) Put(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO ledger (id) VALUES ($1)", id)
	return err
}
