// Package pgrepo keeps pipelines in PostgreSQL.
package pgrepo

import (
	"context"
	"database/sql"
)

// Store is repo.Pipelines on a database.
type Store struct{ DB *sql.DB }

func (s *Store) Exists(ctx context.Context, commit string) (bool, error) {
	var ok bool
	err := s.DB.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pipelines WHERE commit = $1)", commit).Scan(&ok)
	return ok, err
}

func (s *Store) Create(ctx context.Context, commit string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO pipelines (commit) VALUES ($1)", commit)
	return err
}
