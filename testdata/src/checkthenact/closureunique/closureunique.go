// Package closureunique finds or creates a row in a closure that one
// caller runs in a transaction and another directly
// (fiber-golang-boilerplate's FindOrCreateByGoogle): whether a concurrent
// duplicate is handled is decided where the closure's error is read.
package closureunique

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// withTx runs fn in a transaction it begins and commits, and returns fn's
// error.
func withTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Good: both callers of the closure read the winner back on a unique
// violation.
func FindOrCreateTeam(ctx context.Context, db *sql.DB, inTx bool, name string) (int64, error) {
	findOrCreate := func(q querier) (int64, error) {
		var id int64
		err := q.QueryRowContext(ctx, "SELECT id FROM teams WHERE name = $1", name).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if err := q.QueryRowContext(ctx, "INSERT INTO teams (name) VALUES ($1) RETURNING id", name).Scan(&id); err != nil {
			return 0, err
		}
		return id, nil
	}
	readBack := func() (int64, error) {
		var id int64
		err := db.QueryRowContext(ctx, "SELECT id FROM teams WHERE name = $1", name).Scan(&id)
		return id, err
	}
	if inTx {
		var id int64
		err := withTx(ctx, db, func(tx *sql.Tx) error {
			var err error
			id, err = findOrCreate(tx)
			return err
		})
		if err != nil {
			if isUniqueViolation(err) {
				return readBack()
			}
			return 0, err
		}
		return id, nil
	}
	id, err := findOrCreate(db)
	if err != nil && isUniqueViolation(err) {
		return readBack()
	}
	return id, err
}

// Bad: the direct caller returns the violation as a failure.
func FindOrCreateCrew(ctx context.Context, db *sql.DB, inTx bool, name string) (int64, error) {
	findOrCreate := func(q querier) (int64, error) {
		var id int64
		err := q.QueryRowContext(ctx, "SELECT id FROM crews WHERE name = $1", name).Scan(&id) // want `q.QueryRowContext decides whether q.QueryRowContext at line \d+ runs`
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if err := q.QueryRowContext(ctx, "INSERT INTO crews (name) VALUES ($1) RETURNING id", name).Scan(&id); err != nil {
			return 0, err
		}
		return id, nil
	}
	if inTx {
		var id int64
		err := withTx(ctx, db, func(tx *sql.Tx) error {
			var err error
			id, err = findOrCreate(tx)
			return err
		})
		if err != nil && isUniqueViolation(err) {
			return 0, nil
		}
		return id, err
	}
	return findOrCreate(db)
}

// Bad: the closure wraps the violation into an error of its own, which no
// caller can tell from any other failure.
func FindOrCreateSquad(ctx context.Context, db *sql.DB, name string) (int64, error) {
	findOrCreate := func(q querier) (int64, error) {
		var id int64
		err := q.QueryRowContext(ctx, "SELECT id FROM squads WHERE name = $1", name).Scan(&id) // want `q.QueryRowContext decides whether q.QueryRowContext at line \d+ runs`
		if err == nil {
			return id, nil
		}
		if err := q.QueryRowContext(ctx, "INSERT INTO squads (name) VALUES ($1) RETURNING id", name).Scan(&id); err != nil {
			return 0, errors.New("could not create the squad")
		}
		return id, nil
	}
	id, err := findOrCreate(db)
	if err != nil && isUniqueViolation(err) {
		return 0, nil
	}
	return id, err
}
