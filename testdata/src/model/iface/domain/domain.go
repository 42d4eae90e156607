// Package domain declares the repository interface.
package domain

import "context"

type Repo interface {
	Seen(ctx context.Context, id string) (bool, error)
	Name() string
}
