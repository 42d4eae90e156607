package sqlraw

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// isUniqueViolation is the helper shape SPEC.md names.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// resolveDuplicate looks the winner up after a unique violation: handled
// is true only past the test that found one.
func resolveDuplicate(ctx context.Context, db *sql.DB, err error, name string) (int64, bool) {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "23505" {
		return 0, false
	}
	var id int64
	if db.QueryRowContext(ctx, "SELECT id FROM teams WHERE name = $1", name).Scan(&id) != nil {
		return 0, false
	}
	return id, true
}

// Good: a concurrent duplicate's violation is resolved by the helper.
func createTeam(ctx context.Context, db *sql.DB, name string) (int64, error) {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM teams WHERE name = $1", name).Scan(&id)
	if !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	err = db.QueryRowContext(ctx, "INSERT INTO teams (name) VALUES ($1) RETURNING id", name).Scan(&id)
	if err != nil {
		if winner, handled := resolveDuplicate(ctx, db, err, name); handled {
			return winner, nil
		}
		return 0, err
	}
	return id, nil
}

// logDuplicate says whether it logged: its result is no test.
func logDuplicate(err error) (string, bool) {
	if err == nil {
		return "", false
	}
	return err.Error(), true
}

// Bad: the helper's bool says nothing of a unique violation.
func createCrew(ctx context.Context, db *sql.DB, name string) (int64, error) {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM crews WHERE name = $1", name).Scan(&id) // want `db.QueryRowContext decides whether db.QueryRowContext at line \d+ runs`
	if !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	err = db.QueryRowContext(ctx, "INSERT INTO crews (name) VALUES ($1) RETURNING id", name).Scan(&id)
	if err != nil {
		if msg, logged := logDuplicate(err); logged {
			return 0, errors.New(msg)
		}
		return 0, err
	}
	return id, nil
}
