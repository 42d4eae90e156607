// Package buncase: dedup checks through bun.
package buncase

import (
	"context"

	"github.com/uptrace/bun"
)

type Processed struct{ ID string }

// Bad: Exists then Insert.
func existsThenInsert(ctx context.Context, db *bun.DB, id string) error {
	ok, err := db.NewSelect().Model((*Processed)(nil)).Where("id = ?", id).Exists(ctx) // want `db.NewSelect\(…\).Model\(…\).Where\(…\).Exists decides whether db.NewInsert\(…\).Model\(…\).Exec at line \d+ runs`
	if err != nil || ok {
		return err
	}
	_, err = db.NewInsert().Model(&Processed{ID: id}).Exec(ctx)
	return err
}

// Good: ON CONFLICT DO NOTHING with RowsAffected.
func claim(ctx context.Context, db *bun.DB, id string) (bool, error) {
	res, err := db.NewInsert().Model(&Processed{ID: id}).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

type Account struct{ ID string }

type Membership struct {
	AccountID string
	Team      string
}

// Good: the account's row is locked with For("UPDATE") before its
// memberships are counted and one is added.
func joinLocked(ctx context.Context, db *bun.DB, account, team string) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var a Account
		if err := tx.NewSelect().Model(&a).Where("id = ?", account).For("UPDATE").Scan(ctx); err != nil {
			return err
		}
		n, err := tx.NewSelect().Model((*Membership)(nil)).Where("account_id = ?", account).Count(ctx)
		if err != nil || n > 0 {
			return err
		}
		_, err = tx.NewInsert().Model(&Membership{AccountID: account, Team: team}).Exec(ctx)
		return err
	})
}

// Bad: For("SHARE") lets both calls hold the account's row at once.
func joinShared(ctx context.Context, db *bun.DB, account, team string) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var a Account
		if err := tx.NewSelect().Model(&a).Where("id = ?", account).For("SHARE").Scan(ctx); err != nil {
			return err
		}
		n, err := tx.NewSelect().Model((*Membership)(nil)).Where("account_id = ?", account).Count(ctx) // want `tx.NewSelect\(…\).Model\(…\).Where\(…\).Count decides whether tx.NewInsert\(…\).Model\(…\).Exec at line \d+ runs`
		if err != nil || n > 0 {
			return err
		}
		_, err = tx.NewInsert().Model(&Membership{AccountID: account, Team: team}).Exec(ctx)
		return err
	})
}
