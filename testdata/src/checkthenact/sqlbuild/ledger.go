package sqlbuild

import (
	"context"
	"errors"

	sq "github.com/Masterminds/squirrel"
)

// Account is a billing account.
type Account struct {
	ID      string
	Plan    string
	Balance int64
}

// get reads an account by its id.
func (s *Store) get(ctx context.Context, id string) (*Account, error) {
	a := &Account{}
	err := sq.Select("id", "plan", "balance").From("billing_accounts").Where(sq.Eq{"id": id}).
		RunWith(s.db).QueryRowContext(ctx).Scan(&a.ID, &a.Plan, &a.Balance)
	if err != nil {
		return nil, err
	}
	return a, nil
}

// adjust sets the balance and records it in the ledger, in one
// transaction, with the ledger's row built by a helper.
func (s *Store) adjust(ctx context.Context, id string, balance int64, fields map[string]interface{}) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "UPDATE billing_accounts SET balance = ? WHERE id = ?", balance, id); err != nil {
		return err
	}
	q, args, err := sq.Insert("billing_ledger").SetMap(fields).ToSql()
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, q, args...); err != nil {
		return err
	}
	return tx.Commit()
}

// subtract adjusts the balance, then reads the account back.
func (s *Store) subtract(ctx context.Context, id string, amount int64) (*Account, error) {
	if err := s.adjust(ctx, id, amount, map[string]interface{}{}); err != nil {
		return nil, err
	}
	return s.get(ctx, id)
}

// Good: the account's plan decides which subtraction runs, not whether a
// row of the accounts it read is created (voipbin's
// SubtractBalanceWithCheck): subtract's write creates ledger rows, and its
// read of the account back is no table of that write.
func (s *Store) charge(ctx context.Context, id string, amount int64) (*Account, error) {
	a, err := s.get(ctx, id)
	if err != nil {
		return nil, err
	}
	if a.Plan != "unlimited" {
		return nil, errNoPlan
	}
	return s.subtract(ctx, id, amount)
}

var errNoPlan = errors.New("the account's plan does not allow it")
