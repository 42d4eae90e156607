package use

import (
	"context"

	"model/generic/repo"
)

type Event struct{ ID string }

func handle(ctx context.Context, r *repo.Repo[Event], id string) error {
	ok, err := r.Exists(ctx, id) // want `check r.Exists table=processed via repo.Repo.Exists`
	if err != nil || ok {
		return err
	}
	_, _ = repo.Get[string](ctx, r.DB, id) // want `check repo.Get table=processed via repo.Get`
	return r.Create(ctx, id)               // want `write r.Create table=processed via repo.Repo.Create`
}

type store struct{ r *repo.Repo[Event] }

func (s *store) upsert(ctx context.Context, id string) error {
	return s.r.Create(ctx, id) // want `write s.r.Create table=processed via`
}

// A method value is the method.
func (s *store) apply(ctx context.Context, ids []string) error {
	do := s.upsert
	for _, id := range ids {
		if err := do(ctx, id); err != nil { // want `write do table=processed via use.store.upsert`
			return err
		}
	}
	return nil
}
