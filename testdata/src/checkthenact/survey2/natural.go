package survey2

// A repository found by its natural key, created under a new uuid, and
// updated when found (kandev's FindOrCreateRepository).

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
)

type Repo struct {
	ID, Owner, Name, Path string
}

// RepoByName looks a repository up by owner and name.
func (s *Store) RepoByName(ctx context.Context, owner, name string) (*Repo, error) {
	r := &Repo{Owner: owner, Name: name}
	err := s.db.QueryRowContext(ctx, `SELECT id, path FROM repos WHERE owner = $1 AND name = $2`, owner, name).Scan(&r.ID, &r.Path)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return r, err
}

// CreateRepo creates a repository under a new id.
func (s *Store) CreateRepo(ctx context.Context, r *Repo) error {
	r.ID = uuid.NewString()
	_, err := s.db.ExecContext(ctx, `INSERT INTO repos (id, owner, name, path) VALUES ($1, $2, $3, $4)`, r.ID, r.Owner, r.Name, r.Path)
	return err
}

// SetPath sets a live repository's path; a deleted one is an error.
func (s *Store) SetPath(ctx context.Context, id, path string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE repos SET path = $2 WHERE id = $1 AND deleted_at IS NULL`, id, path)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errors.New("repository not found")
	}
	return nil
}

// Bad: the new uuid names the row, but the check looked for owner and
// name; and the claim on the found side does not guard the create.
func (s *Store) FindOrCreateRepo(ctx context.Context, owner, name, path string) (*Repo, error) {
	r, err := s.RepoByName(ctx, owner, name) // want `s.RepoByName decides whether s.CreateRepo at line \d+ runs`
	if err != nil {
		return nil, err
	}
	if r != nil {
		if r.Path == "" {
			if err := s.SetPath(ctx, r.ID, path); err != nil {
				return nil, err
			}
		}
		return r, nil
	}
	r = &Repo{Owner: owner, Name: name, Path: path}
	return r, s.CreateRepo(ctx, r)
}
