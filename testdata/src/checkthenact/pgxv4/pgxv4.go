// Package pgxv4: dedup checks through pgx v4, whose CommandTag and
// PgError live in github.com/jackc/pgconn.
package pgxv4

import (
	"context"
	"errors"

	"github.com/jackc/pgconn"
	"github.com/jackc/pgx/v4"
	"github.com/jackc/pgx/v4/pgxpool"
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
func claim(ctx context.Context, pool *pgxpool.Pool, id string) (bool, error) {
	var seen bool
	_ = pool.QueryRow(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	if seen {
		return false, nil
	}
	tag, err := pool.Exec(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING", id)
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// Good: the unique violation (23505) is treated as already done.
func duplicate(ctx context.Context, pool *pgxpool.Pool, id string) error {
	var n int
	_ = pool.QueryRow(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
	if n > 0 {
		return nil
	}
	_, err := pool.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	return err
}
