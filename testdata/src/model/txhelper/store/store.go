package store // want package:"exports summaries"

// Package store: program functions that run their callback inside a
// transaction they begin and commit are transaction callbacks for their
// callers (SPEC.md, "Decisions").

import (
	"context"
	"database/sql"

	"gorm.io/gorm"
)

// WithSerializableTx begins, runs fn and commits.
func WithSerializableTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error { // want WithSerializableTx:`commit txfunc=3/serializable runs=3 via store.WithSerializableTx → sql.Tx.Commit`
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// WithTx does the same at the default isolation.
func WithTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error { // want WithTx:`commit txfunc=3 runs=3 via`
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

type Store struct{ db *gorm.DB }

// InTx hands fn to gorm's Transaction inside a closure.
func (s *Store) InTx(fn func(tx *gorm.DB) error) error { // want InTx:`commit txfunc=1 runs=1`
	return s.db.Transaction(func(tx *gorm.DB) error { return fn(tx) })
}

// Direct hands fn to gorm's Transaction as it is.
func (s *Store) Direct(fn func(tx *gorm.DB) error) error { // want Direct:`commit txfunc=1 runs=1`
	return s.db.Transaction(fn)
}

// Retry calls fn without a transaction: no transaction callback, but it
// runs fn before it returns.
func Retry(fn func() error) error { // want Retry:`^ runs=1$`
	for i := 0; i < 3; i++ {
		if err := fn(); err == nil {
			return nil
		}
	}
	return nil
}
