// Package sqlite: a program on SQLite through mattn/go-sqlite3, whose
// transactions are serializable (SQLite serialises writers).
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"

	"github.com/mattn/go-sqlite3"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Good: SQLite's unique constraint through mattn/go-sqlite3 is "already done".
func sqliteDuplicate(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n)
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id)
	var se sqlite3.Error
	if errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintUnique {
		return nil
	}
	if err != nil {
		return err
	}
	return send(id)
}

// Good: check and insert in one transaction on SQLite.
func inTx(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	_ = tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n)
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: outside a transaction SQLite serialises nothing across statements.
func noTx(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id)
	return err
}
