// Package nextnumber holds services that number their rows themselves:
// they read the last number and create the next row under it plus one.
// Two concurrent calls read the same number. Beside them, the same done
// atomically or retried, and +1s that number nothing created.
package nextnumber

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

type Store struct{ db *sql.DB }

// Bad: the last number, then the insert of the next.
func (s *Store) AddBuild(ctx context.Context, repo string) error {
	var last int
	err := s.db.QueryRowContext(ctx, `SELECT number FROM builds WHERE repo = $1 ORDER BY number DESC LIMIT 1`, repo).Scan(&last) // want `QueryRowContext reads the number that s.db.ExecContext at line 23 numbers its new row from \(plus one\)`
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO builds (repo, number) VALUES ($1, $2)`, repo, last+1)
	return err
}

// Hook is a row numbered per repository.
type Hook struct {
	Repo   string
	Number int
}

func (h *Hook) SetNumber(n int) { h.Number = n }

func (s *Store) lastHook(ctx context.Context, repo string) (*Hook, error) {
	h := &Hook{Repo: repo}
	err := s.db.QueryRowContext(ctx, `SELECT number FROM hooks WHERE repo = $1 ORDER BY number DESC LIMIT 1`, repo).Scan(&h.Number)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return h, err
}

func (s *Store) createHook(ctx context.Context, h *Hook) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO hooks (repo, number) VALUES ($1, $2)`, h.Repo, h.Number)
	return err
}

// Bad: the same through the package's helpers and a setter.
func (s *Store) AddHook(ctx context.Context, h *Hook) error {
	last, err := s.lastHook(ctx, h.Repo) // want `s.lastHook reads the number that s.createHook at line 59 numbers its new row from`
	if err != nil {
		return err
	}
	h.SetNumber(1)
	if last != nil {
		h.SetNumber(last.Number + 1)
	}
	return s.createHook(ctx, h)
}

// Good: a create that fails on the unique key reads the last number
// again and retries.
func (s *Store) AddHookRetried(ctx context.Context, h *Hook) error {
	var err error
	for i := 0; i < 5; i++ {
		var last *Hook
		last, err = s.lastHook(ctx, h.Repo)
		if err != nil {
			return err
		}
		h.SetNumber(1)
		if last != nil {
			h.SetNumber(last.Number + 1)
		}
		if err = s.createHook(ctx, h); err == nil {
			return nil
		}
	}
	return err
}

// Good: one statement numbers the row.
func (s *Store) AddBuildAtomic(ctx context.Context, repo string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO builds (repo, number) SELECT $1, COALESCE(MAX(number), 0) + 1 FROM builds WHERE repo = $1`, repo)
	return err
}

// Good: the read's number plus one updates the row read, under its old
// value: an optimistic lock, not a new row.
func (s *Store) Bump(ctx context.Context, id string) error {
	var version int
	if err := s.db.QueryRowContext(ctx, `SELECT version FROM docs WHERE id = $1`, id).Scan(&version); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `UPDATE docs SET version = $1 WHERE id = $2 AND version = $3`, version+1, id, version)
	return err
}

// Good: the count plus one only names the new row in a message.
func (s *Store) Note(ctx context.Context, user string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM notes WHERE owner = $1`, user).Scan(&n); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO audit (owner, line) VALUES ($1, $2)`, user, fmt.Sprintf("note %d", n+1))
	return err
}

// Bad: the hook a deferred closure reports on lives in a variable, loaded
// at each use: the setter and the create are given two loads of it.
func (s *Store) AddHookLogged(ctx context.Context, h *Hook) (err error) {
	defer func() {
		if err != nil {
			fmt.Println("hook", h.Number, err)
		}
	}()
	last, err := s.lastHook(ctx, h.Repo) // want `s.lastHook reads the number that s.createHook at line 125 numbers its new row from`
	if err != nil {
		return err
	}
	if last != nil {
		h.SetNumber(last.Number + 1)
	}
	return s.createHook(ctx, h)
}

// Bad: the insert that failed is of another table; the entry's lookup
// still decides its own insert.
func (s *Store) AddEntryAfterAudit(ctx context.Context, tx *sql.Tx, user string, at int64) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO audits (user_id, at) VALUES ($1, $2)`, user, at); err == nil {
		return nil
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM entries WHERE user_id = $1 AND at = $2`, user, at).Scan(&n); err != nil { // want `tx.QueryRowContext decides whether tx.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO entries (user_id, at) VALUES ($1, $2)`, user, at)
	return err
}
