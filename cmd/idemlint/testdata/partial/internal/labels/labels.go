// Package labels finds or creates labels. A route of another package
// calls it per request, and its own test calls it too.
package labels

import (
	"context"
	"database/sql"
)

// Store is the labels table.
type Store struct{ DB *sql.DB }

// FindOrCreate creates the label unless one has its slug: two concurrent
// requests both pass the check.
func (s *Store) FindOrCreate(ctx context.Context, vault, slug string) error {
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM labels WHERE vault_id = $1 AND slug = $2`, vault, slug).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := s.DB.ExecContext(ctx, `INSERT INTO labels (vault_id, slug) VALUES ($1, $2)`, vault, slug)
	return err
}
