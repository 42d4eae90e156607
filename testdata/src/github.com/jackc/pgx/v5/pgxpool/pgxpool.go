// Package pgxpool is an idemlint test stub of github.com/jackc/pgx/v5/pgxpool@v5.12.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pgxpool

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Pool allows for connection reuse.
type Pool struct {
	connString string
}

// New creates a new Pool.
func New(ctx context.Context, connString string) (*Pool, error) {
	return &Pool{connString: connString}, nil
}

// Close closes all connections in the pool.
func (p *Pool) Close() {}

// Acquire returns a connection from the Pool.
func (p *Pool) Acquire(ctx context.Context) (c *Conn, err error) { return &Conn{}, nil }

// Exec acquires a connection and executes sql on it.
func (p *Pool) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query acquires a connection and runs the query on it.
func (p *Pool) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	panic("stub")
}

// QueryRow acquires a connection and runs the query on it.
func (p *Pool) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	panic("stub")
}

// Begin acquires a connection and begins a transaction on it.
func (p *Pool) Begin(ctx context.Context) (pgx.Tx, error) { panic("stub") }

// BeginTx acquires a connection and begins a transaction on it.
func (p *Pool) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) {
	panic("stub")
}

// CopyFrom acquires a connection and runs the copy on it.
func (p *Pool) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

// Conn is an acquired *pgx.Conn from a Pool.
type Conn struct {
	conn *pgx.Conn
}

// Release returns c to the pool it was acquired from.
func (c *Conn) Release() {}

// Exec executes sql.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query runs the query.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	panic("stub")
}

// QueryRow runs the query.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	panic("stub")
}

// CopyFrom runs the copy.
func (c *Conn) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

// Begin starts a transaction on the connection.
func (c *Conn) Begin(ctx context.Context) (pgx.Tx, error) { panic("stub") }

// BeginTx starts a transaction on the connection.
func (c *Conn) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) {
	panic("stub")
}

// Tx represents a database transaction acquired from a Pool.
type Tx struct {
	t pgx.Tx
	c *Conn
}

// Exec delegates to the underlying pgx.Tx.
func (tx *Tx) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query delegates to the underlying pgx.Tx.
func (tx *Tx) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	panic("stub")
}

// QueryRow delegates to the underlying pgx.Tx.
func (tx *Tx) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { panic("stub") }

// CopyFrom delegates to the underlying pgx.Tx.
func (tx *Tx) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

// Commit commits the transaction and returns the connection to the pool.
func (tx *Tx) Commit(ctx context.Context) error { return nil }

// Rollback rolls back the transaction and returns the connection to the pool.
func (tx *Tx) Rollback(ctx context.Context) error { return nil }
