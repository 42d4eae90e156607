package crud

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"
)

// Closures run by library calls and program helpers do their work at the
// call: a check made outside them and a write made inside are a pair.

// Bad: the check is outside the transaction; the create is inside it.
func createInTx(db *gorm.DB, delivery string) error {
	var w Webhook
	err := db.Where("delivery_id = ?", delivery).First(&w).Error // want `db.Where\(…\).First decides whether db.Transaction at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	return db.Transaction(func(tx *gorm.DB) error {
		return tx.Create(&Webhook{DeliveryID: delivery}).Error
	})
}

// Good: check and create inside one serializable transaction helper.
func checkInside(ctx context.Context, db *sql.DB, id string) error {
	return withSerializableTx(ctx, db, func(tx *sql.Tx) error {
		var n int
		_ = tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
		if n > 0 {
			return nil
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	})
}

// withReadTx runs fn in a read-only transaction.
func withReadTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// Bad: the read runs in a helper's closure and hands its result back
// through a captured variable; the insert runs after.
func readThenInsert(ctx context.Context, db *sql.DB, id string) error {
	var exists bool
	err := withReadTx(ctx, db, func(tx *sql.Tx) error { // want `withReadTx decides whether db.ExecContext at line \d+ runs`
		return tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&exists)
	})
	if err != nil || exists {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

// retry runs fn until it succeeds.
func retry(fn func() error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = fn(); err == nil {
			return nil
		}
	}
	return err
}

// Good: the closure upserts: idempotent.
func upsertWithRetry(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
	if n > 0 {
		return nil
	}
	return retry(func() error {
		_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id", id)
		return err
	})
}

// Bad: HEXISTS outside the MULTI/EXEC of a TxPipelined that watches nothing.
func pipelined(ctx context.Context, rdb *redis.Client, id string) error {
	if rdb.HExists(ctx, "processed", id).Val() { // want `rdb.HExists decides whether send at line \d+ runs`
		return nil
	}
	if _, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.HSet(ctx, "processed", id, time.Now().Unix())
		return nil
	}); err != nil {
		return err
	}
	return send(id)
}
