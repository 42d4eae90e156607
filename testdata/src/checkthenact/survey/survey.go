// Package survey holds the shapes of the false positives found by running
// idemlint on real modules (mailpit, centrifugo), now not reported, beside
// their reported counterparts.
package survey

import (
	"context"
	"database/sql"
	"fmt"
	"net/smtp"
)

func send(to string) error { return smtp.SendMail("mail:25", nil, "a@example.com", []string{to}, nil) }

// Good: the transaction is captured by a deferred closure; it is still the
// serializable transaction of the check.
func closureRollback(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	var seen bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen); err != nil {
		return err
	}
	if seen {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Good: an advisory lock taken on each branch covers every path.
func lockOnEachBranch(ctx context.Context, db *sql.DB, try bool, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if try {
		var ok bool
		if err := tx.QueryRowContext(ctx, "SELECT pg_try_advisory_xact_lock(hashtext($1))", id).Scan(&ok); err != nil || !ok {
			return err
		}
	} else if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", id); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: a lock on one branch only.
func lockOnOneBranch(ctx context.Context, db *sql.DB, lock bool, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if lock {
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", id); err != nil {
			return err
		}
	}
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil { // want `tx.QueryRowContext decides whether tx.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Good: marking read twice leaves the same state (mailpit MarkRead).
func markRead(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM mailbox WHERE read = 0 AND id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "UPDATE mailbox SET read = 1 WHERE id = $1", id)
	return err
}

// Good: deleting twice too.
func deleteMessages(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM mailbox WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "DELETE FROM mailbox WHERE id = $1", id)
	return err
}

// Bad: deleting a one-time token that guards an email is a race.
func consumeToken(ctx context.Context, db *sql.DB, token, to string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM tokens WHERE token = $1", token).Scan(&n); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs`
		return err
	}
	if n == 0 {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "DELETE FROM tokens WHERE token = $1", token)
	return err
}

// Good: the DELETE whose rows affected is read consumes the token
// atomically; the count before it is only an optimisation.
func consumeTokenAtomically(ctx context.Context, db *sql.DB, token, to string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM tokens WHERE token = $1", token).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	res, err := db.ExecContext(ctx, "DELETE FROM tokens WHERE token = $1", token)
	if err != nil {
		return err
	}
	if affected, _ := res.RowsAffected(); affected == 0 {
		return nil // another delivery consumed it
	}
	return send(to)
}

type store struct {
	db               *sql.DB
	users, auditLogs string
}

// Good: two tables named by different fields are different tables.
func (s *store) differentTables(ctx context.Context, id string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, fmt.Sprintf("SELECT count(*) FROM %s WHERE id = $1", s.users), id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	_, err := s.db.ExecContext(ctx, fmt.Sprintf("INSERT INTO %s (user_id) VALUES ($1)", s.auditLogs), id)
	return err
}

// Bad: the same field names the same table.
func (s *store) sameTable(ctx context.Context, id string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, fmt.Sprintf("SELECT count(*) FROM %s WHERE id = $1", s.users), id).Scan(&n); err != nil { // want `s.db.QueryRowContext decides whether s.db.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := s.db.ExecContext(ctx, fmt.Sprintf("INSERT INTO %s (id) VALUES ($1)", s.users), id)
	return err
}
