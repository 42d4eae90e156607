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

// ActiveRuns counts the group's active runs.
func (s *Store) ActiveRuns(ctx context.Context, tenant, group string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM runs WHERE tenant = $1 AND grp = $2 AND active`, tenant, group).Scan(&n)
	return n, err
}

// StartRun starts a run under a new id.
func (s *Store) StartRun(ctx context.Context, tenant, group string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO runs (id, tenant, grp, active) VALUES ($1, $2, $3, true)`, uuid.NewString(), tenant, group)
	return err
}

// Good: a count against the group's limit, then one more run under a new
// id: a capacity, not a row looked for (hatchet's batch scheduler).
func (s *Store) MaybeStart(ctx context.Context, tenant, group string, limit int) error {
	n, err := s.ActiveRuns(ctx, tenant, group)
	if err != nil {
		return err
	}
	if n >= limit {
		return nil
	}
	return s.StartRun(ctx, tenant, group)
}

// StartRunID starts a run under the id given.
func (s *Store) StartRunID(ctx context.Context, id, tenant, group string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO runs (id, tenant, grp, active) VALUES ($1, $2, $3, true)`, id, tenant, group)
	return err
}

// Scheduler starts runs up to its limit.
type Scheduler struct {
	s     *Store
	limit int
}

// Good: the same for each group of a batch, the run's id minted here.
func (c *Scheduler) StartAll(ctx context.Context, tenant string, groups []string) error {
	s := c.s
	for _, g := range groups {
		n, err := s.ActiveRuns(ctx, tenant, g)
		if err != nil {
			continue
		}
		if n >= c.limit {
			continue
		}
		if err := s.StartRunID(ctx, uuid.NewString(), tenant, g); err != nil {
			return err
		}
	}
	return nil
}
