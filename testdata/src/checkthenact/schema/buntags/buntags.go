// Package buntags: checks before bun inserts of models whose bun tags
// declare uniqueness.
package buntags

import (
	"context"

	"github.com/uptrace/bun"
)

// Token is unique by its value.
type Token struct {
	bun.BaseModel `bun:"table:api_tokens"`
	ID            int64  `bun:",pk,autoincrement"`
	Value         string `bun:"value,unique"`
	Owner         string `bun:"owner"`
}

// Note: Token.Value is unique.
func issue(ctx context.Context, db *bun.DB, value, owner string) error {
	ok, err := db.NewSelect().Model((*Token)(nil)).Where("value = ?", value).Exists(ctx) // want `db.NewSelect\(…\).Model\(…\).Where\(…\).Exists decides whether db.NewInsert\(…\).Model\(…\).Exec at line \d+ runs; a concurrent duplicate fails on the unique constraint on Token.Value and this code returns the error`
	if err != nil || ok {
		return err
	}
	_, err = db.NewInsert().Model(&Token{Value: value, Owner: owner}).Exec(ctx)
	return err
}

// Bad: the owner is not unique; the table's name is bun's table tag.
func firstToken(ctx context.Context, db *bun.DB, value, owner string) error {
	ok, err := db.NewSelect().Model((*Token)(nil)).Where("owner = ?", owner).Exists(ctx) // want `db.NewSelect\(…\).Model\(…\).Where\(…\).Exists decides whether db.NewInsert\(…\).Model\(…\).Exec at line \d+ runs; .*; no unique constraint covers api_tokens \(owner\)$`
	if err != nil || ok {
		return err
	}
	_, err = db.NewInsert().Model(&Token{Value: value, Owner: owner}).Exec(ctx)
	return err
}
