package crud

import (
	"context"
	"database/sql"
)

// A generic repository in the same package: its instances find the
// summaries of their origin.
type Repo[T any] struct{ DB *sql.DB }

func (r *Repo[T]) Exists(ctx context.Context, id string) (bool, error) {
	var ok bool
	err := r.DB.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM events WHERE id = $1)", id).Scan(&ok)
	return ok, err
}

func (r *Repo[T]) Create(ctx context.Context, id string) error {
	_, err := r.DB.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", id)
	return err
}

type Event struct{ ID string }

// Bad: Exists decides Create, through a generic type's methods.
func ingest(ctx context.Context, r *Repo[Event], id string) error {
	ok, err := r.Exists(ctx, id) // want `r.Exists decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if err != nil || ok {
		return err
	}
	if err := r.Create(ctx, id); err != nil {
		return err
	}
	return send(id)
}
