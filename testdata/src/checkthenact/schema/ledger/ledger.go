// Package ledger gets or creates balances through wrappers that mint the
// row's id and tell a unique violation apart (blnk's
// getOrCreateBalanceByIndicator): the violation they detect is of the
// minted id, or of a uniqueness the lookup's columns hold, and they
// take it for a concurrent call's create.
package ledger

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
)

type Store struct{ db *sql.DB }

func (s *Store) balance(ctx context.Context, indicator, currency string) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, "SELECT balance_id FROM balances WHERE indicator = $1 AND currency = $2", indicator, currency).Scan(&id)
	return id, err
}

func (s *Store) createBalance(ctx context.Context, indicator, currency string) error {
	id := "bln_" + uuid.NewString()
	_, err := s.db.ExecContext(ctx, "INSERT INTO balances (balance_id, indicator, currency) VALUES ($1, $2, $3)", id, indicator, currency)
	if err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return nil // created by a concurrent call
		}
		return err
	}
	return nil
}

// Bad: the violation the create tells apart is of the minted id; no
// uniqueness covers the indicator, and two concurrent calls both create
// a balance for it.
func (s *Store) GetOrCreate(ctx context.Context, indicator, currency string) error {
	if _, err := s.balance(ctx, indicator, currency); err != nil { // want `s.balance decides whether s.createBalance at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers balances \(indicator, currency\)`
		return s.createBalance(ctx, indicator, currency)
	}
	return nil
}

func (s *Store) wallet(ctx context.Context, indicator string) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, "SELECT wallet_id FROM wallets WHERE indicator = $1", indicator).Scan(&id)
	return id, err
}

func (s *Store) createWallet(ctx context.Context, indicator, currency string) error {
	id := "wal_" + uuid.NewString()
	_, err := s.db.ExecContext(ctx, "INSERT INTO wallets (wallet_id, indicator, currency) VALUES ($1, $2, $3)", id, indicator, currency)
	if err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return nil // created by a concurrent call
		}
		return err
	}
	return nil
}

// Good: the indicator is unique, and the create tells its violation apart.
func (s *Store) GetOrCreateWallet(ctx context.Context, indicator, currency string) error {
	if _, err := s.wallet(ctx, indicator); err != nil {
		return s.createWallet(ctx, indicator, currency)
	}
	return nil
}

func (s *Store) identity(ctx context.Context, workspace, env, external string) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, "SELECT id FROM identities WHERE workspace_id = $1 AND environment = $2 AND (external_id = $3 OR id = $3) AND deleted = false", workspace, env, external).Scan(&id)
	return id, err
}

func (s *Store) createIdentity(ctx context.Context, workspace, env, external string) error {
	id := "id_" + uuid.NewString()
	_, err := s.db.ExecContext(ctx, "INSERT INTO identities (id, external_id, workspace_id, environment) VALUES ($1, $2, $3, $4)", id, external, workspace, env)
	if err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return nil // created by a concurrent call
		}
		return err
	}
	return nil
}

// Good: the lookup's OR hides the external id from the columns read, but
// the create's duplicate fails on (workspace_id, external_id, deleted),
// its deleted flag left to the default, and the violation is treated as
// done (unkey's FindIdentity, then InsertIdentity).
func (s *Store) GetOrCreateIdentity(ctx context.Context, workspace, env, external string) error {
	if _, err := s.identity(ctx, workspace, env, external); err != nil {
		return s.createIdentity(ctx, workspace, env, external)
	}
	return nil
}
