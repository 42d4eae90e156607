// Package directivecheck: a method marked //idemlint:check, called through
// its concrete type and through an interface, decides a plain INSERT.
package directivecheck

import (
	"context"
	"database/sql"
)

type Ledger struct{ db *sql.DB }

// Seen asks an external index whether the event was handled.
//
//idemlint:check
func (l *Ledger) Seen(ctx context.Context, id string) bool { return false }

type Seener interface {
	Seen(ctx context.Context, id string) bool
}

// Bad: through the concrete type. The check names no table, the INSERT
// does: a directive check pairs with any write it decides.
func concrete(ctx context.Context, l *Ledger, db *sql.DB, id string) error {
	if l.Seen(ctx, id) { // want `l.Seen decides whether db.ExecContext at line \d+ runs`
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", id)
	return err
}

// Bad: through the interface, whose only implementation is marked.
func viaInterface(ctx context.Context, s Seener, db *sql.DB, id string) error {
	if s.Seen(ctx, id) { // want `s.Seen decides whether db.ExecContext at line \d+ runs`
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", id)
	return err
}
