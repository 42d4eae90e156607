// Package parentlock checks a user's rows and inserts one after locking
// the user's own row FOR UPDATE in the same transaction: the parent row
// serialises concurrent calls for that user, as an advisory lock on the
// key would. A shared lock, a lock on another key or no transaction
// serialises nothing.
package parentlock

import (
	"context"
	"database/sql"
)

type store struct{ db *sql.DB }

// Good: the user's row is locked before its secrets are counted.
func (s *store) ensureSecret(ctx context.Context, userID string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	if err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE id = $1 FOR UPDATE`, userID).Scan(&id); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM secrets WHERE user_id = $1`, userID).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO secrets (user_id) VALUES ($1)`, userID); err != nil {
		return err
	}
	return tx.Commit()
}

// withUserLock runs fn in a transaction that holds the user's row.
func (s *store) withUserLock(ctx context.Context, userID string, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	if err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE id = $1 FOR UPDATE`, userID).Scan(&id); err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// Good: the helper holds the user's row while the callback checks.
func (s *store) ensureSecretLocked(ctx context.Context, userID string) error {
	return s.withUserLock(ctx, userID, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM secrets WHERE user_id = $1`, userID).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO secrets (user_id) VALUES ($1)`, userID)
		return err
	})
}

// Bad: FOR SHARE lets both calls hold the row at once.
func (s *store) ensureSecretShared(ctx context.Context, userID string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	if err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE id = $1 FOR SHARE`, userID).Scan(&id); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM secrets WHERE user_id = $1`, userID).Scan(&n); err != nil { // want `tx.QueryRowContext decides whether tx.ExecContext at line 89 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO secrets (user_id) VALUES ($1)`, userID); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: the account's row is locked, but the check is on an email that
// two accounts can both claim.
func (s *store) claimEmail(ctx context.Context, accountID, email string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	if err := tx.QueryRowContext(ctx, `SELECT id FROM accounts WHERE id = $1 FOR UPDATE`, accountID).Scan(&id); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM emails WHERE address = $1`, email).Scan(&n); err != nil { // want `tx.QueryRowContext decides whether tx.ExecContext at line 114 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO emails (address, account_id) VALUES ($1, $2)`, email, accountID); err != nil {
		return err
	}
	return tx.Commit()
}
