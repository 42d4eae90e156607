// Package store wraps the dedup table; its functions are facts.
package store

import (
	"context"
	"database/sql"
	"errors"
	"log"
)

type Store struct{ DB *sql.DB }

func (s *Store) AlreadyProcessed(ctx context.Context, id string) (bool, error) {
	var seen bool
	err := s.DB.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	return seen, err
}

func (s *Store) MarkProcessed(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

func (s *Store) Claim(ctx context.Context, id string) (bool, error) {
	res, err := s.DB.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING", id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Seen answers by the branch it takes on the read, not by the value read:
// its boolean result is the check's outcome all the same.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	var one int
	err := s.DB.QueryRowContext(ctx, "SELECT 1 FROM processed WHERE id = $1", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, nil
}

// Ping reads too, but what it returns does not depend on what it read.
func (s *Store) Ping(ctx context.Context, id string) (bool, error) {
	var one int
	err := s.DB.QueryRowContext(ctx, "SELECT 1 FROM processed WHERE id = $1", id).Scan(&one)
	if err != nil {
		log.Print(err)
	}
	return true, nil
}
