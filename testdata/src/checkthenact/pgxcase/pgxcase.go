// Package pgxcase: dedup checks through pgx v5.
package pgxcase

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Bad: pgx.ErrNoRows decides the insert.
func noRows(ctx context.Context, pool *pgxpool.Pool, id string) error {
	var got string
	err := pool.QueryRow(ctx, "SELECT id FROM processed WHERE id = $1", id).Scan(&got) // want `pool.QueryRow decides whether pool.Exec at line \d+ runs`
	if errors.Is(err, pgx.ErrNoRows) {
		_, err = pool.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	}
	return err
}

// Good: the claim is atomic and its CommandTag is read.
func claim(ctx context.Context, conn *pgx.Conn, id string) (bool, error) {
	var seen bool
	_ = conn.QueryRow(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	if seen {
		return false, nil
	}
	tag, err := conn.Exec(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING", id)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// Good: serializable through BeginTxFunc.
func serializable(ctx context.Context, conn *pgx.Conn, id string) error {
	return pgx.BeginTxFunc(ctx, conn, pgx.TxOptions{IsoLevel: pgx.Serializable}, func(tx pgx.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		_, err := tx.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	})
}

// Bad: BeginFunc at the default isolation level.
func readCommitted(ctx context.Context, conn *pgx.Conn, id string) error {
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil { // want `tx.QueryRow decides whether tx.Exec at line \d+ runs`
			return err
		}
		if n > 0 {
			return nil
		}
		_, err := tx.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	})
}

// Good: the unique violation (23505) is treated as already done.
func duplicate(ctx context.Context, conn *pgx.Conn, id string) error {
	var n int
	_ = conn.QueryRow(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
	if n > 0 {
		return nil
	}
	_, err := conn.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	return err
}
