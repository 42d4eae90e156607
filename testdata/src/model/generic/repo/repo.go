package repo // want package:"exports summaries"

// Generic repositories: the methods of a generic type and generic
// functions are summarised once, on their origin, and their instances
// find those summaries.

import (
	"context"
	"database/sql"
	"errors"
)

type Repo[T any] struct {
	DB    *sql.DB
	Table string
}

// Exists is a CHECK for every instantiation.
func (r *Repo[T]) Exists(ctx context.Context, id string) (bool, error) { // want Exists:`check table=processed`
	var ok bool
	err := r.DB.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&ok)
	return ok, err
}

// Create is a WRITE.
func (r *Repo[T]) Create(ctx context.Context, id string) error { // want Create:`write table=processed`
	_, err := r.DB.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

// Get is a generic function that reads.
func Get[T any](ctx context.Context, db *sql.DB, id string) (T, error) { // want Get:`check table=processed`
	var v T
	err := db.QueryRowContext(ctx, "SELECT v FROM processed WHERE id = $1", id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return v, err
	}
	return v, err
}

// withHooks runs exec, as ent's generated withHooks does when no hook is set.
func withHooks[V any](ctx context.Context, exec func(context.Context) (V, error)) (V, error) { // want withHooks:`^ runs=2$`
	return exec(ctx)
}

type Creator struct{ db *sql.DB }

func (c *Creator) sqlSave(ctx context.Context) (string, error) { // want sqlSave:`write table=processed via repo.Creator.sqlSave`
	_, err := c.db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", "x")
	return "x", err
}

// Save runs sqlSave through the generic helper, given as a method value.
func (c *Creator) Save(ctx context.Context) (string, error) { // want Save:`write table=processed via repo.Creator.Save → repo.Creator.sqlSave → sql.DB.ExecContext`
	return withHooks(ctx, c.sqlSave)
}
