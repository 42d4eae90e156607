// Package repo wraps the users and orders tables the module's migrations
// declare: its callers' checks and creates go through it.
package repo

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
	"gorm.io/gorm"

	"checkthenact/schema/models"
)

var ErrNotFound = errors.New("not found")

type Users struct{ db *sql.DB }

// ByEmail reads users by email: a check of the email column.
func (r *Users) ByEmail(ctx context.Context, email string) (int64, error) {
	var id int64
	err := r.db.QueryRowContext(ctx, "SELECT id FROM users WHERE email = $1", email).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	return id, err
}

// Create inserts a user: it binds email, which users_email_key covers.
func (r *Users) Create(ctx context.Context, email, name string) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO users (email, name) VALUES ($1, $2)", email, name)
	return err
}

type Orders struct{ db *sql.DB }

// ByRef reads orders by ref, which only a plain index covers.
func (r *Orders) ByRef(ctx context.Context, ref string) (int64, error) {
	var id int64
	err := r.db.QueryRowContext(ctx, "SELECT id FROM orders WHERE ref = $1", ref).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	return id, err
}

// Create inserts an order.
func (r *Orders) Create(ctx context.Context, ref string) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO orders (ref) VALUES ($1)", ref)
	return err
}

type Accounts struct{ db *gorm.DB }

// ByEmail reads an account by email through gorm.
func (r *Accounts) ByEmail(email string) (*models.Account, error) {
	var a models.Account
	if err := r.db.Where("email = ?", email).First(&a).Error; err != nil {
		return nil, err
	}
	return &a, nil
}

// Create creates an account: idx_accounts_email covers its email.
func (r *Accounts) Create(a *models.Account) error {
	return r.db.Create(a).Error
}

type Tokens struct{ db *sql.DB }

// ByToken reads a refresh token: tokens.token is unique.
func (r *Tokens) ByToken(ctx context.Context, token string) (int64, error) {
	var id int64
	err := r.db.QueryRowContext(ctx, "SELECT id FROM tokens WHERE token = $1", token).Scan(&id)
	return id, err
}

// Create stores a new random token.
func (r *Tokens) Create(ctx context.Context) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO tokens (token) VALUES ($1)", uuid.NewString())
	return err
}

type Sessions struct{ db *gorm.DB }

// Issue stores a new session under a random token.
func (r *Sessions) Issue(user string) error {
	s := models.Session{Token: uuid.NewString(), User: user}
	return r.db.Create(&s).Error
}

// Open stores a session under the token it is given.
func (r *Sessions) Open(token, user string) error {
	s := models.Session{Token: token, User: user}
	return r.db.Create(&s).Error
}
