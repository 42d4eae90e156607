// Package labels imports contacts' labels. Its only caller in view is a
// test; the handler that serves it per request does not load.
package labels

import (
	"context"
	"database/sql"
)

// Service finds or creates labels.
type Service struct{ DB *sql.DB }

// Import adds a label, unless one of that name exists.
func (s *Service) Import(ctx context.Context, name string) error {
	return s.findOrCreate(ctx, name)
}

func (s *Service) findOrCreate(ctx context.Context, name string) error {
	var n int
	if err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM labels WHERE name = $1", name).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := s.DB.ExecContext(ctx, "INSERT INTO labels (name) VALUES ($1)", name)
	return err
}
