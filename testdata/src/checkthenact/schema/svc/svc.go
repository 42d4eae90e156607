// Package svc checks and creates through package repo's wrappers: the
// wrappers' summaries carry the checked columns and the created table's
// uniquenesses.
package svc

import (
	"context"
	"database/sql"
	"errors"

	"gorm.io/gorm"

	"checkthenact/schema/models"
	"checkthenact/schema/repo"
)

type Service struct {
	users    *repo.Users
	orders   *repo.Orders
	accounts *repo.Accounts
	tokens   *repo.Tokens
	sessions *repo.Sessions
}

// Note: users_email_key makes the loser's Create fail.
func (s *Service) SignUp(ctx context.Context, email, name string) error {
	_, err := s.users.ByEmail(ctx, email) // want `s.users.ByEmail decides whether s.users.Create at line \d+ runs; a concurrent duplicate fails on unique index users_email_key and this code returns the error — treat the unique violation \(PostgreSQL 23505, MySQL 1062\) as already done`
	if errors.Is(err, repo.ErrNotFound) {
		return s.users.Create(ctx, email, name)
	}
	return err
}

// Bad: orders.ref has no unique constraint: a second row.
func (s *Service) Place(ctx context.Context, ref string) error {
	_, err := s.orders.ByRef(ctx, ref) // want `s.orders.ByRef decides whether s.orders.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers orders \(ref\)$`
	if errors.Is(err, repo.ErrNotFound) {
		return s.orders.Create(ctx, ref)
	}
	return err
}

// Note: a gorm model's tag, through the wrappers.
func (s *Service) Open(email string) error {
	_, err := s.accounts.ByEmail(email) // want `s.accounts.ByEmail decides whether s.accounts.Create at line \d+ runs; a concurrent duplicate fails on unique index idx_accounts_email and this code returns the error — treat gorm.ErrDuplicatedKey \(with TranslateError\) as already done`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return s.accounts.Create(&models.Account{Email: email})
	}
	return err
}

// Good: the token looked up is unique, but the create stores a new random
// token: a new row under a minted key is no dedup of the one looked up,
// and no unique constraint ends a race on it.
func (s *Service) Refresh(ctx context.Context, old string) error {
	_, err := s.tokens.ByToken(ctx, old)
	if errors.Is(err, sql.ErrNoRows) {
		return s.tokens.Create(ctx)
	}
	return err
}

// Bad, and no note: the check looks the token up, but Issue stores a new
// random token, which no concurrent duplicate shares.
func (s *Service) Rotate(db *gorm.DB, user, old string) error {
	var n int64
	db.Model(&models.Session{}).Where("token = ?", old).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether s.sessions.Issue at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with Clauses\(clause.OnConflict\{DoNothing: true\}\).Create and act only if RowsAffected is 1$`
	if n == 0 {
		return s.sessions.Issue(user)
	}
	return nil
}

// Note: Open stores the token it is given, which idx_sessions_token covers.
func (s *Service) Resume(db *gorm.DB, user, token string) error {
	var n int64
	db.Model(&models.Session{}).Where("token = ?", token).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether s.sessions.Open at line \d+ runs; a concurrent duplicate fails on unique index idx_sessions_token`
	if n == 0 {
		return s.sessions.Open(token, user)
	}
	return nil
}
