package newrow

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
)

// Execution is a purchase run; its idempotency key is stored with it.
type Execution struct {
	ID             string
	IdempotencyKey string
}

// Good: the key is minted only when the record has none, and stored with
// it: every later run reads the same key back (CUDly's executions).
func SaveExecution(ctx context.Context, db *sql.DB, e *Execution) error {
	if e.IdempotencyKey == "" {
		e.IdempotencyKey = uuid.New().String()
	}
	_, err := db.ExecContext(ctx, `INSERT INTO executions (id, idempotency_key) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id`, e.ID, e.IdempotencyKey)
	return err
}

// Bad: a fresh key on every call, stored with a new record each time.
func SaveAlways(ctx context.Context, db *sql.DB, e *Execution) error {
	e.IdempotencyKey = uuid.New().String() // want `Execution.IdempotencyKey takes a key from uuid.New at line 28`
	_, err := db.ExecContext(ctx, `INSERT INTO executions (id, idempotency_key) VALUES ($1, $2)`, e.ID, e.IdempotencyKey)
	return err
}

// Bad: minted when empty, but never stored: the next attempt has no key
// again and mints another.
func DefaultOnly(e *Execution) string {
	if e.IdempotencyKey == "" {
		e.IdempotencyKey = uuid.New().String() // want `Execution.IdempotencyKey takes a key from uuid.New at line 37`
	}
	return e.IdempotencyKey
}

// Bad: the test is of another field.
func SaveWhenNoID(ctx context.Context, db *sql.DB, e *Execution) error {
	if e.ID == "" {
		e.IdempotencyKey = uuid.New().String() // want `Execution.IdempotencyKey takes a key from uuid.New at line 45`
	}
	_, err := db.ExecContext(ctx, `INSERT INTO executions (id, idempotency_key) VALUES ($1, $2)`, e.ID, e.IdempotencyKey)
	return err
}

// Message is a delivery whose key may be missing.
type Message struct {
	ID             string
	IdempotencyKey string
}

// Bad: a key that is random on its fallback path, claimed alone: a
// redelivery without a key claims a new one.
func ClaimFallback(ctx context.Context, db *sql.DB, m *Message) error {
	if m.IdempotencyKey == "" {
		m.IdempotencyKey = uuid.NewString()
	}
	_, err := db.ExecContext(ctx, `INSERT INTO processed (key) VALUES ($1) ON CONFLICT (key) DO NOTHING`, m.IdempotencyKey) // want `db.ExecContext takes a key from uuid.NewString at line 61`
	return err
}

// Bad: the key alone written as the processed marker.
func MarkFallback(ctx context.Context, db *sql.DB, m *Message) error {
	if m.IdempotencyKey == "" {
		m.IdempotencyKey = uuid.NewString() // want `Message.IdempotencyKey takes a key from uuid.NewString at line 70`
	}
	_, err := db.ExecContext(ctx, `INSERT INTO processed (key) VALUES ($1)`, m.IdempotencyKey)
	return err
}
