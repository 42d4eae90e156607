// Package gormtags: checks before gorm creates of models whose tags (in
// package models) or the module's migrations (table users) declare
// uniqueness.
package gormtags

import (
	"errors"

	"gorm.io/gorm"

	"checkthenact/schema/models"
)

// Note: idx_accounts_email, a tag of a type declared in another package.
func openAccount(db *gorm.DB, email string) error {
	var a models.Account
	err := db.Where("email = ?", email).First(&a).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; a concurrent duplicate fails on unique index idx_accounts_email and this code returns the error — treat gorm.ErrDuplicatedKey \(with TranslateError\) as already done`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&models.Account{Email: email}).Error
	}
	return err
}

// Bad: Invite declares its schema and nothing unique on code.
func invite(db *gorm.DB, code string) error {
	var n int64
	db.Model(&models.Invite{}).Where("code = ?", code).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with Clauses\(clause.OnConflict\{DoNothing: true\}\).Create and act only if RowsAffected is 1; no unique constraint covers invites \(code\)$`
	if n == 0 {
		return db.Create(&models.Invite{Code: code}).Error
	}
	return nil
}

// Note: the composite index covers both checked columns.
func join(db *gorm.DB, team, user string) error {
	var m models.Member
	err := db.First(&m, "team_id = ? AND user_id = ?", team, user).Error // want `db.First decides whether db.Create at line \d+ runs; a concurrent duplicate fails on unique index idx_member and this code returns the error`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&models.Member{TeamID: team, UserID: user}).Error
	}
	return err
}

// Bad: the pair is unique, the user alone is not.
func joinOnce(db *gorm.DB, team, user string) error {
	var m models.Member
	err := db.Where("user_id = ?", user).First(&m).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; .*; no unique constraint covers members \(user_id\)$`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&models.Member{TeamID: team, UserID: user}).Error
	}
	return err
}

// User has no tags; the module's migrations create its table, users.
type User struct {
	ID    int64
	Email string
	Name  string
}

// Note: users_email_key, from the SQL migrations, for gorm's table name
// of User.
func register(db *gorm.DB, email string) error {
	var u User
	err := db.Where("email = ?", email).Take(&u).Error // want `db.Where\(…\).Take decides whether db.Create at line \d+ runs; a concurrent duplicate fails on unique index users_email_key`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&User{Email: email}).Error
	}
	return err
}

// Good: the duplicate key is translated and treated as done.
func openAccountHandled(db *gorm.DB, email string) error {
	var a models.Account
	if err := db.Where("email = ?", email).First(&a).Error; !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	err := db.Create(&models.Account{Email: email}).Error
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return nil
	}
	return err
}

// Note: Credential's TableName (in package models) names the migrations'
// tokens table, whose token is unique.
func storeCredential(db *gorm.DB, token string) error {
	var n int64
	db.Model(&models.Credential{}).Where("token = ?", token).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether db.Create at line \d+ runs; a concurrent duplicate fails on the unique constraint on tokens \(token\) and this code returns the error`
	if n == 0 {
		return db.Create(&models.Credential{Token: token}).Error
	}
	return nil
}

// Bad: Purchase's TableName names the migrations' orders by a constant;
// nothing unique covers ref.
func purchase(db *gorm.DB, ref string) error {
	var n int64
	db.Model(&models.Purchase{}).Where("ref = ?", ref).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether db.Create at line \d+ runs; .*; no unique constraint covers orders \(ref\)$`
	if n == 0 {
		return db.Create(&models.Purchase{Ref: ref}).Error
	}
	return nil
}
