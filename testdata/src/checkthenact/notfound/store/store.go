// Package store turns the drivers' "no row" into the program's own errors.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"gorm.io/gorm"

	"checkthenact/notfound/domain"
)

// ErrNoPayment is the store's own sentinel.
var ErrNoPayment = errors.New("no payment")

type Payment struct {
	ID     string
	Status string
}

type Store struct {
	db   *sql.DB
	gorm *gorm.DB
}

// Get translates sql.ErrNoRows into domain.ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (*Payment, error) {
	var p Payment
	err := s.db.QueryRowContext(ctx, "SELECT id, status FROM payments WHERE id = $1", id).Scan(&p.ID, &p.Status)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &p, nil
}

// Find translates gorm's ErrRecordNotFound into its own sentinel, wrapped.
func (s *Store) Find(id string) (*Payment, error) {
	var p Payment
	if err := s.gorm.Where("id = ?", id).First(&p).Error; err != nil {
		if err == gorm.ErrRecordNotFound {
			return nil, fmt.Errorf("payment %s: %w", id, ErrNoPayment)
		}
		return nil, err
	}
	return &p, nil
}

// Lookup returns nil, nil for a missing row: its error says nothing of it.
func (s *Store) Lookup(ctx context.Context, id string) (*Payment, error) {
	p, err := s.Get(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return nil, nil
	}
	return p, err
}

func (s *Store) Insert(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO payments (id, status) VALUES ($1, 'new')", id)
	return err
}

func (s *Store) SetStatus(ctx context.Context, id, status string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE payments SET status = $1 WHERE id = $2", status, id)
	return err
}

// Conflicted returns ErrConflict where a row is missing: not a sentinel of
// "not found" for that (it says conflict whatever the cause).
func (s *Store) Conflicted(ctx context.Context, id string) error {
	return domain.ErrConflict
}

func (s *Store) Create(id string) error {
	return s.gorm.Create(&Payment{ID: id}).Error
}

// ErrNoAdmin is returned where no admin row is found: a not-found error
// of the store's own that translates no library's.
var ErrNoAdmin = errors.New("no such admin")

// CheckAdmin returns nil when the user is an admin, ErrNoAdmin when no
// such admin row exists.
func (s *Store) CheckAdmin(ctx context.Context, id string) error {
	rows, err := s.db.QueryContext(ctx, "SELECT 1 FROM users WHERE id = $1 AND role = 'admin'", id)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		return rows.Err()
	}
	return ErrNoAdmin
}

func (s *Store) SaveUser(ctx context.Context, id, email string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO users (id, email, role) VALUES ($1, $2, 'user')", id, email)
	return err
}

// Session reads a session, and says it is missing in its error's text.
func (s *Store) Session(ctx context.Context, key string) (string, error) {
	var data string
	err := s.db.QueryRowContext(ctx, "SELECT data FROM sessions WHERE key = $1", key).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("session not found: %s", key)
	}
	if err != nil {
		return "", fmt.Errorf("failed to get session: %w", err)
	}
	return data, nil
}

func (s *Store) CreateSession(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO sessions (key, data) VALUES ($1, '{}')", key)
	return err
}
