// Package driver is an idemlint test stub of github.com/ClickHouse/clickhouse-go/v2@v2.51.0/lib/driver: only the declarations the tests use, with the real names, receivers and parameter names.
package driver

import "context"

// Rows are query results.
type Rows interface{ Next() bool }

// Row is one result row.
type Row interface{ Scan(dest ...any) error }

// Batch is a prepared INSERT.
type Batch interface {
	Append(v ...any) error
	Send() error
}

// PrepareBatchOption configures a batch.
type PrepareBatchOption func()

// Conn is a native connection.
type Conn interface {
	Query(ctx context.Context, query string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, query string, args ...any) Row
	PrepareBatch(ctx context.Context, query string, opts ...PrepareBatchOption) (Batch, error)
	Exec(ctx context.Context, query string, args ...any) error
	AsyncInsert(ctx context.Context, query string, wait bool, args ...any) error
}
