// Package nop holds implementations that do nothing, wired when a
// dependency is not configured.
package nop

import (
	"context"
	"database/sql"
	"errors"
)

// Store is storage that keeps nothing.
type Store struct{}

// Seen reports nothing seen.
func (Store) Seen(context.Context, string) (bool, error) { return false, nil }

// Save keeps nothing.
func (Store) Save(context.Context, string) error { return nil }

// Unsupported is storage that refuses every call.
type Unsupported struct{}

var errUnsupported = errors.New("unsupported")

// Seen refuses.
func (Unsupported) Seen(context.Context, string) (bool, error) {
	return false, errors.New("not configured")
}

// Save refuses.
func (Unsupported) Save(context.Context, string) error { return errUnsupported }

// Purge empties the events table: a write, so the package exports what
// its functions do and its importers look at its types.
func Purge(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `DELETE FROM events`)
	return err
}
