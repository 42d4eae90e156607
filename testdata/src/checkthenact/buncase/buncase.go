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
