// Package bun is an idemlint test stub of github.com/uptrace/bun@v1.3.0: only the declarations the tests use, with the real names, receivers and parameter names.
package bun

import (
	"context"
	"database/sql"
)

// IConn is a common interface for *sql.DB, *sql.Conn, *sql.Tx and their bun wrappers.
type IConn interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// IDB is a common interface for *bun.DB, bun.Conn, and bun.Tx.
type IDB interface {
	IConn

	NewSelect() *SelectQuery
	NewInsert() *InsertQuery
	NewUpdate() *UpdateQuery
	NewDelete() *DeleteQuery

	BeginTx(ctx context.Context, opts *sql.TxOptions) (Tx, error)
	RunInTx(ctx context.Context, opts *sql.TxOptions, f func(ctx context.Context, tx Tx) error) error
}

type noCopyState struct {
	*sql.DB
}

// DB is the central access point for building and executing queries.
type DB struct {
	*noCopyState
}

// NewSelect returns a SELECT query.
func (db *DB) NewSelect() *SelectQuery { return &SelectQuery{} }

// NewInsert returns an INSERT query.
func (db *DB) NewInsert() *InsertQuery { return &InsertQuery{} }

// NewUpdate returns an UPDATE query.
func (db *DB) NewUpdate() *UpdateQuery { return &UpdateQuery{} }

// NewDelete returns a DELETE query.
func (db *DB) NewDelete() *DeleteQuery { return &DeleteQuery{} }

// Exec executes a query without returning rows.
func (db *DB) Exec(query string, args ...any) (sql.Result, error) { return nil, nil }

// ExecContext executes a query without returning rows.
func (db *DB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}

// Query executes a query returning rows.
func (db *DB) Query(query string, args ...any) (*sql.Rows, error) { return nil, nil }

// QueryContext executes a query returning rows.
func (db *DB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return nil, nil
}

// QueryRow executes a query expected to return at most one row.
func (db *DB) QueryRow(query string, args ...any) *sql.Row { return nil }

// QueryRowContext executes a query expected to return at most one row.
func (db *DB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return nil
}

// Conn returns a dedicated connection.
func (db *DB) Conn(ctx context.Context) (Conn, error) { return Conn{db: db}, nil }

// RunInTx runs fn in a transaction that commits when fn returns nil.
func (db *DB) RunInTx(ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context, tx Tx) error) error {
	return nil
}

// Begin starts a transaction.
func (db *DB) Begin() (Tx, error) { return Tx{db: db}, nil }

// BeginTx starts a transaction with the given options.
func (db *DB) BeginTx(ctx context.Context, opts *sql.TxOptions) (Tx, error) {
	return Tx{ctx: ctx, db: db}, nil
}

// Conn wraps a dedicated *sql.Conn.
type Conn struct {
	db *DB
	*sql.Conn
}

// NewSelect returns a SELECT query.
func (c Conn) NewSelect() *SelectQuery { return &SelectQuery{} }

// NewInsert returns an INSERT query.
func (c Conn) NewInsert() *InsertQuery { return &InsertQuery{} }

// NewUpdate returns an UPDATE query.
func (c Conn) NewUpdate() *UpdateQuery { return &UpdateQuery{} }

// NewDelete returns a DELETE query.
func (c Conn) NewDelete() *DeleteQuery { return &DeleteQuery{} }

// ExecContext executes a query without returning rows on this connection.
func (c Conn) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}

// QueryContext executes a query returning rows on this connection.
func (c Conn) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return nil, nil
}

// QueryRowContext executes a query expected to return at most one row on this connection.
func (c Conn) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return nil
}

// RunInTx runs fn in a transaction on this connection.
func (c Conn) RunInTx(ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context, tx Tx) error) error {
	return nil
}

// BeginTx starts a transaction on this connection.
func (c Conn) BeginTx(ctx context.Context, opts *sql.TxOptions) (Tx, error) {
	return Tx{ctx: ctx, db: c.db}, nil
}

// Tx wraps *sql.Tx; a Tx with a name is a savepoint.
type Tx struct {
	ctx  context.Context
	db   *DB
	name string
	*sql.Tx
}

// Commit commits the transaction or releases the savepoint.
func (tx Tx) Commit() error { return nil }

// Rollback rolls back the transaction or to the savepoint.
func (tx Tx) Rollback() error { return nil }

// Exec executes a query without returning rows within this transaction.
func (tx Tx) Exec(query string, args ...any) (sql.Result, error) { return nil, nil }

// ExecContext executes a query without returning rows within this transaction.
func (tx Tx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}

// Query executes a query returning rows within this transaction.
func (tx Tx) Query(query string, args ...any) (*sql.Rows, error) { return nil, nil }

// QueryContext executes a query returning rows within this transaction.
func (tx Tx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return nil, nil
}

// QueryRow executes a query expected to return at most one row within this transaction.
func (tx Tx) QueryRow(query string, args ...any) *sql.Row { return nil }

// QueryRowContext executes a query expected to return at most one row within this transaction.
func (tx Tx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return nil
}

// BeginTx creates a savepoint.
func (tx Tx) BeginTx(ctx context.Context, _ *sql.TxOptions) (Tx, error) {
	return Tx{ctx: ctx, db: tx.db, Tx: tx.Tx, name: "SP"}, nil
}

// RunInTx runs fn within a savepoint.
func (tx Tx) RunInTx(ctx context.Context, _ *sql.TxOptions, fn func(ctx context.Context, tx Tx) error) error {
	return nil
}

// NewSelect returns a SELECT query.
func (tx Tx) NewSelect() *SelectQuery { return &SelectQuery{} }

// NewInsert returns an INSERT query.
func (tx Tx) NewInsert() *InsertQuery { return &InsertQuery{} }

// NewUpdate returns an UPDATE query.
func (tx Tx) NewUpdate() *UpdateQuery { return &UpdateQuery{} }

// NewDelete returns a DELETE query.
func (tx Tx) NewDelete() *DeleteQuery { return &DeleteQuery{} }

// SelectQuery builds a SELECT.
type SelectQuery struct{}

// Model sets the model.
func (q *SelectQuery) Model(model any) *SelectQuery { return q }

// Column adds columns.
func (q *SelectQuery) Column(columns ...string) *SelectQuery { return q }

// Where adds a WHERE condition.
func (q *SelectQuery) Where(query string, args ...any) *SelectQuery { return q }

// Limit sets the LIMIT.
func (q *SelectQuery) Limit(n int64) *SelectQuery { return q }

// For adds a FOR clause ("UPDATE", "UPDATE SKIP LOCKED").
func (q *SelectQuery) For(s string, args ...any) *SelectQuery { return q }

// Scan runs the query and scans the result into dest.
func (q *SelectQuery) Scan(ctx context.Context, dest ...any) error { return nil }

// Count runs SELECT count(*).
func (q *SelectQuery) Count(ctx context.Context) (int64, error) { return 0, nil }

// ScanAndCount scans the result and counts all matching rows.
func (q *SelectQuery) ScanAndCount(ctx context.Context, dest ...any) (int64, error) {
	return 0, nil
}

// Exists runs SELECT EXISTS.
func (q *SelectQuery) Exists(ctx context.Context) (bool, error) { return false, nil }

// InsertQuery builds an INSERT.
type InsertQuery struct{}

// Model sets the model.
func (q *InsertQuery) Model(model any) *InsertQuery { return q }

// Returning adds a RETURNING clause.
func (q *InsertQuery) Returning(query string, args ...any) *InsertQuery { return q }

// Ignore generates INSERT IGNORE (MySQL) or ON CONFLICT DO NOTHING (PostgreSQL).
func (q *InsertQuery) Ignore() *InsertQuery { return q }

// On adds an ON clause, e.g. "CONFLICT (id) DO UPDATE".
func (q *InsertQuery) On(s string, args ...any) *InsertQuery { return q }

// Set adds a SET expression for the upsert UPDATE branch.
func (q *InsertQuery) Set(query string, args ...any) *InsertQuery { return q }

// Scan runs the query and scans the returned rows into dest.
func (q *InsertQuery) Scan(ctx context.Context, dest ...any) error { return nil }

// Exec runs the query.
func (q *InsertQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) { return nil, nil }

// UpdateQuery builds an UPDATE.
type UpdateQuery struct{}

// Model sets the model.
func (q *UpdateQuery) Model(model any) *UpdateQuery { return q }

// Set adds a SET expression.
func (q *UpdateQuery) Set(query string, args ...any) *UpdateQuery { return q }

// WherePK adds a WHERE on the model's primary key.
func (q *UpdateQuery) WherePK(cols ...string) *UpdateQuery { return q }

// Where adds a WHERE condition.
func (q *UpdateQuery) Where(query string, args ...any) *UpdateQuery { return q }

// Returning adds a RETURNING clause.
func (q *UpdateQuery) Returning(query string, args ...any) *UpdateQuery { return q }

// Scan runs the query and scans the returned rows into dest.
func (q *UpdateQuery) Scan(ctx context.Context, dest ...any) error { return nil }

// Exec runs the query.
func (q *UpdateQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) { return nil, nil }

// DeleteQuery builds a DELETE.
type DeleteQuery struct{}

// Model sets the model.
func (q *DeleteQuery) Model(model any) *DeleteQuery { return q }

// WherePK adds a WHERE on the model's primary key.
func (q *DeleteQuery) WherePK(cols ...string) *DeleteQuery { return q }

// Where adds a WHERE condition.
func (q *DeleteQuery) Where(query string, args ...any) *DeleteQuery { return q }

// Returning adds a RETURNING clause.
func (q *DeleteQuery) Returning(query string, args ...any) *DeleteQuery { return q }

// Scan runs the query and scans the returned rows into dest.
func (q *DeleteQuery) Scan(ctx context.Context, dest ...any) error { return nil }

// Exec runs the query.
func (q *DeleteQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) { return nil, nil }

var (
	_ IDB = (*DB)(nil)
	_ IDB = Conn{}
	_ IDB = Tx{}
)

// BaseModel is embedded in a model to carry its table tag.
type BaseModel struct{}
