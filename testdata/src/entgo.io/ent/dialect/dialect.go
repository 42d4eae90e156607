// Package dialect is an idemlint test stub of entgo.io/ent/dialect@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package dialect

import (
	"context"
	"database/sql/driver"
)

// Dialect names.
const (
	MySQL    = "mysql"
	SQLite   = "sqlite3"
	Postgres = "postgres"
)

// ExecQuerier wraps the two database operations.
type ExecQuerier interface {
	Exec(ctx context.Context, query string, args, v any) error
	Query(ctx context.Context, query string, args, v any) error
}

// Driver is the interface that wraps all necessary operations for ent clients.
type Driver interface {
	ExecQuerier
	Tx(context.Context) (Tx, error)
	Close() error
	Dialect() string
}

// Tx wraps the Exec and Query operations in transaction. Commit and
// Rollback come from the embedded database/sql/driver.Tx.
type Tx interface {
	ExecQuerier
	driver.Tx
}
