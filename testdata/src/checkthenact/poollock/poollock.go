// Package poollock selects pending rows FOR UPDATE SKIP LOCKED to deliver
// them: on the pool, outside a transaction, the locks end with the
// statement; in the transaction that marks the rows, or in one statement
// that claims them, they hold.
package poollock

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Bad: the pool commits the SELECT at once; two workers fetch the same rows.
func pending(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	rows, err := pool.Query(ctx, `SELECT id FROM deliveries WHERE status = 'pending' ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED`) // want `pool.Query locks rows of deliveries with FOR UPDATE outside a transaction`
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// Bad: database/sql's pool, the same.
func next(ctx context.Context, db *sql.DB) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, `SELECT id FROM deliveries WHERE status = 'pending' LIMIT 1 FOR UPDATE`).Scan(&id) // want `db.QueryRowContext locks rows of deliveries with FOR UPDATE outside a transaction`
	return id, err
}

// Good: locked in the transaction that marks the row delivered.
func deliverOne(ctx context.Context, pool *pgxpool.Pool) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	var id string
	if err := tx.QueryRow(ctx, `SELECT id FROM deliveries WHERE status = 'pending' LIMIT 1 FOR UPDATE SKIP LOCKED`).Scan(&id); err != nil {
		return err
	}
	if _, err := http.Post("https://hooks.example.com", "text/plain", strings.NewReader(id)); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE deliveries SET status = 'delivered' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Good: one statement claims the rows it locked.
func lease(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	rows, err := pool.Query(ctx, `UPDATE deliveries SET status = 'leased' WHERE id IN (SELECT id FROM deliveries WHERE status = 'pending' LIMIT 10 FOR UPDATE SKIP LOCKED) RETURNING id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// Good: a DBTX interface may be a transaction; the analysis cannot tell.
type DBTX interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func nextOn(ctx context.Context, db DBTX) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, `SELECT id FROM deliveries WHERE status = 'pending' LIMIT 1 FOR UPDATE`).Scan(&id)
	return id, err
}

// Bad: the caller hands the query helper the pool.
func claimOnPool(ctx context.Context, db *sql.DB) (string, error) {
	return nextOn(ctx, db) // want `nextOn locks rows of deliveries with FOR UPDATE outside a transaction`
}

// Good: the caller hands it the transaction that marks the row.
func claimInTx(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	id, err := nextOn(ctx, tx)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE deliveries SET status = 'leased' WHERE id = $1`, id); err != nil {
		return err
	}
	return tx.Commit()
}
