// Package inboxpg keeps inbox's records in PostgreSQL, in a table inbox
// (id text).
package inboxpg

import (
	"context"
	"database/sql"
)

// Inbox is the inbox table.
type Inbox struct{ DB *sql.DB }

// Seen reports whether id is recorded.
func (s *Inbox) Seen(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM inbox WHERE id = $1`, id).Scan(&n)
	return n > 0, err
}

// Save records id.
func (s *Inbox) Save(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO inbox (id) VALUES ($1)`, id)
	return err
}

// Claim records id unless it is recorded, and reports whether it did. It
// needs a unique key on id.
func (s *Inbox) Claim(ctx context.Context, id string) (bool, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO inbox (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
