package api

import (
	"context"
	"errors"

	"checkthenact/dupsentinel/errs"
	"checkthenact/dupsentinel/store"
)

// Bad: the store only wraps the duplicate key, and it reaches the
// caller's caller as a failure (distr's GetOrCreateArtifact).
func project(ctx context.Context, s *store.Store, name string) error {
	if _, err := s.Project(ctx, name); err == nil { // want `s.Project decides whether s.CreateProject at line \d+ runs`
		return nil
	}
	return s.CreateProject(ctx, name)
}

// Good: the wrapped sentinel is tested.
func projectTested(ctx context.Context, s *store.Store, name string) error {
	if _, err := s.Project(ctx, name); err == nil {
		return nil
	}
	if err := s.CreateProject(ctx, name); err != nil && !errors.Is(err, errs.ErrDuplicate) {
		return err
	}
	return nil
}

// Good: the store treats the duplicate as done.
func label(ctx context.Context, s *store.Store, name string) error {
	if _, err := s.Label(ctx, name); err == nil {
		return nil
	}
	return s.CreateLabel(ctx, name)
}

// Good: the store reads the winner back.
func topic(ctx context.Context, s *store.Store, name string) (int, error) {
	if id, err := s.Topic(ctx, name); err == nil {
		return id, nil
	}
	return s.CreateTopic(ctx, name)
}

// Good: the store reads the winner back, failing only if that fails.
func tag(ctx context.Context, s *store.Store, name string) (int, error) {
	if id, err := s.Tag(ctx, name); err == nil {
		return id, nil
	}
	return s.CreateTag(ctx, name)
}
