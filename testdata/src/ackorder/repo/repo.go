// Package repo is the program's store: its functions reach the handlers
// of the other test packages as facts.
package repo

import (
	"context"
	"database/sql"
)

// Store applies events.
type Store struct{ DB *sql.DB }

// Apply records the event and commits.
func (s *Store) Apply(ctx context.Context, id string) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Claim records the event id and reports whether this delivery won.
func (s *Store) Claim(ctx context.Context, id string) (bool, error) {
	res, err := s.DB.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT (id) DO NOTHING", id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
