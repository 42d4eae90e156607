// Package droppedclaim reads an entry's state and then claims it through
// a wrapper whose returned rows the caller drops: the claim is still the
// atomic act, and the check before it only an optimisation.
package droppedclaim

import (
	"context"
	"database/sql"
)

type Entry struct {
	ID        string
	Satisfied bool
}

func getEntry(ctx context.Context, db *sql.DB, id string) (Entry, error) {
	var e Entry
	err := db.QueryRowContext(ctx, `SELECT id, satisfied FROM entries WHERE id = $1`, id).Scan(&e.ID, &e.Satisfied)
	return e, err
}

// markSatisfied claims the entry and returns it.
func markSatisfied(ctx context.Context, db *sql.DB, id string) (Entry, error) {
	var e Entry
	err := db.QueryRowContext(ctx, `UPDATE entries SET satisfied = true WHERE id = $1 AND satisfied = false RETURNING id, satisfied`, id).Scan(&e.ID, &e.Satisfied)
	return e, err
}

// Good: the state read, then the conditional UPDATE; its rows dropped.
func Complete(ctx context.Context, db *sql.DB, id string) error {
	e, err := getEntry(ctx, db, id)
	if err != nil {
		return err
	}
	if e.Satisfied {
		return nil
	}
	_, err = markSatisfied(ctx, db, id)
	return err
}
