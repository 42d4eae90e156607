// Package repo declares the storage of pipelines.
package repo

import "context"

// Pipelines stores pipelines by commit.
type Pipelines interface {
	Exists(ctx context.Context, commit string) (bool, error)
	Create(ctx context.Context, commit string) error
}
