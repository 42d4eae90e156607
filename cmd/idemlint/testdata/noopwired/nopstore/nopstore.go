// Package nopstore is storage that keeps nothing, for a deployment with
// no database.
package nopstore

import "context"

// Store keeps nothing.
type Store struct{}

// Seen reports nothing seen.
func (Store) Seen(context.Context, string) (bool, error) { return false, nil }

// Save keeps nothing.
func (Store) Save(context.Context, string) error { return nil }
