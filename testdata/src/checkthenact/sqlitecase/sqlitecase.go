// Package sqlitecase: SQLite transactions are serializable, so a check and
// a write in one transaction are atomic (go-workflows backend/sqlite).
package sqlitecase

import (
	"context"
	"database/sql"

	_ "modernc.org/sqlite"
)

// Good: one SQLite transaction.
func inTx(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM instances WHERE id = ?", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO instances (id) VALUES (?)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: outside a transaction, the check and the insert are two statements.
func noTx(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM instances WHERE id = ?", id).Scan(&n); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO instances (id) VALUES (?)", id)
	return err
}

// Good: the transaction arrives as a parameter.
func createInstance(ctx context.Context, tx *sql.Tx, id string) error {
	if err := tx.QueryRowContext(ctx, "SELECT 1 FROM instances WHERE id = ?", id).Scan(new(int)); err != sql.ErrNoRows {
		return err
	}
	_, err := tx.ExecContext(ctx, "INSERT INTO instances (id) VALUES (?)", id)
	return err
}
