// Package pgx calls every catalog row of github.com/jackc/pgx/v5 once.
package pgx

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

var src = pgx.CopyFromRows([][]any{{1, "paid"}})

func connCalls(ctx context.Context, c *pgx.Conn) error {
	var status string
	rows, err := c.Query(ctx, "SELECT status FROM orders") // row: Conn.Query
	if err != nil {
		return err
	}
	rows.Close()
	err = c.QueryRow(ctx, "SELECT status FROM orders WHERE id = $1", 1).Scan(&status) // row: Conn.QueryRow
	if errors.Is(err, pgx.ErrNoRows) {                                                // row: ErrNoRows
		return nil
	}
	tag, err := c.Exec(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING", 1) // row: Conn.Exec
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 { // row: CommandTag.RowsAffected
		return nil
	}
	_, err = c.CopyFrom(ctx, pgx.Identifier{"orders"}, []string{"id", "status"}, src) // row: Conn.CopyFrom
	return err
}

func connTx(ctx context.Context, c *pgx.Conn) error {
	tx, err := c.Begin(ctx) // row: Conn.Begin
	if err != nil {
		return err
	}
	_ = tx.Rollback(ctx)                                                // row: Tx.Rollback
	tx, err = c.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.Serializable}) // row: Conn.BeginTx
	if err != nil {
		return err
	}
	return tx.Commit(ctx) // row: Tx.Commit
}

func txCalls(ctx context.Context, tx pgx.Tx) error {
	var status string
	rows, err := tx.Query(ctx, "SELECT status FROM orders") // row: Tx.Query
	if err != nil {
		return err
	}
	rows.Close()
	_ = tx.QueryRow(ctx, "SELECT status FROM orders WHERE id = $1 FOR UPDATE", 1).Scan(&status) // row: Tx.QueryRow
	_, err = tx.Exec(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", 1)                 // row: Tx.Exec
	if err != nil {
		return err
	}
	_, err = tx.CopyFrom(ctx, pgx.Identifier{"orders"}, []string{"id", "status"}, src) // row: Tx.CopyFrom
	return err
}

func poolCalls(ctx context.Context, p *pgxpool.Pool) error {
	var status string
	rows, err := p.Query(ctx, "SELECT status FROM orders") // row: Pool.Query
	if err != nil {
		return err
	}
	rows.Close()
	_ = p.QueryRow(ctx, "SELECT status FROM orders WHERE id = $1", 1).Scan(&status) // row: Pool.QueryRow
	_, _ = p.Exec(ctx, "INSERT INTO orders (id, status) VALUES ($1, 'new')", 1)     // row: Pool.Exec
	_, _ = p.CopyFrom(ctx, pgx.Identifier{"orders"}, []string{"id", "status"}, src) // row: Pool.CopyFrom
	tx, err := p.Begin(ctx)                                                         // row: Pool.Begin
	if err != nil {
		return err
	}
	_ = tx.Rollback(ctx)
	tx, err = p.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.ReadCommitted}) // row: Pool.BeginTx
	if err != nil {
		return err
	}
	return tx.Commit(ctx)
}

func poolConnCalls(ctx context.Context, p *pgxpool.Pool) error {
	c, err := p.Acquire(ctx)
	if err != nil {
		return err
	}
	defer c.Release()
	var status string
	rows, err := c.Query(ctx, "SELECT status FROM orders") // row: Conn.Query
	if err != nil {
		return err
	}
	rows.Close()
	_ = c.QueryRow(ctx, "SELECT status FROM orders WHERE id = $1", 1).Scan(&status) // row: Conn.QueryRow
	_, _ = c.Exec(ctx, "DELETE FROM orders WHERE id = $1", 1)                       // row: Conn.Exec
	_, _ = c.CopyFrom(ctx, pgx.Identifier{"orders"}, []string{"id"}, src)           // row: Conn.CopyFrom
	tx, err := c.Begin(ctx)                                                         // row: Conn.Begin
	if err != nil {
		return err
	}
	_ = tx.Rollback(ctx)
	tx, err = c.BeginTx(ctx, pgx.TxOptions{}) // row: Conn.BeginTx
	if err != nil {
		return err
	}
	return tx.Commit(ctx)
}

func funcs(ctx context.Context, p *pgxpool.Pool) error {
	err := pgx.BeginFunc(ctx, p, func(tx pgx.Tx) error { // row: BeginFunc
		_, err := tx.Exec(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", 1)
		return err
	})
	if err != nil {
		return err
	}
	return pgx.BeginTxFunc(ctx, p, pgx.TxOptions{IsoLevel: pgx.Serializable}, func(tx pgx.Tx) error { // row: BeginTxFunc
		_, err := tx.Exec(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", 1)
		return err
	})
}

func uniqueViolation(ctx context.Context, p *pgxpool.Pool) error {
	_, err := p.Exec(ctx, "INSERT INTO processed (id) VALUES ($1)", 1)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" { // row: PgError.Code
		return nil
	}
	return err
}

func serializable() pgx.TxOptions {
	return pgx.TxOptions{IsoLevel: pgx.Serializable} // row: Serializable
}
