// Package pgx is an idemlint test stub of github.com/jackc/pgx/v5@v5.12.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pgx

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// ErrNoRows occurs when rows are expected but none are returned. The real
// value wraps sql.ErrNoRows.
var ErrNoRows = errors.Join(sql.ErrNoRows, errors.New("no rows in result set"))

// TxIsoLevel is the transaction isolation level.
type TxIsoLevel string

// Transaction isolation levels.
const (
	Serializable    TxIsoLevel = "serializable"
	RepeatableRead  TxIsoLevel = "repeatable read"
	ReadCommitted   TxIsoLevel = "read committed"
	ReadUncommitted TxIsoLevel = "read uncommitted"
)

// TxAccessMode is the transaction access mode.
type TxAccessMode string

// TxDeferrableMode is the transaction deferrable mode.
type TxDeferrableMode string

// TxOptions are transaction modes within a transaction block.
type TxOptions struct {
	IsoLevel       TxIsoLevel
	AccessMode     TxAccessMode
	DeferrableMode TxDeferrableMode
	BeginQuery     string
	CommitQuery    string
}

// Identifier is a PostgreSQL identifier or name.
type Identifier []string

// CopyFromSource is the interface used by CopyFrom as the source for copy data.
type CopyFromSource interface {
	Next() bool
	Values() ([]any, error)
	Err() error
}

type copyFromRows struct {
	rows [][]any
	idx  int
}

func (c *copyFromRows) Next() bool             { c.idx++; return c.idx < len(c.rows) }
func (c *copyFromRows) Values() ([]any, error) { return c.rows[c.idx], nil }
func (c *copyFromRows) Err() error             { return nil }

// CopyFromRows returns a CopyFromSource over rows.
func CopyFromRows(rows [][]any) CopyFromSource { return &copyFromRows{rows: rows, idx: -1} }

// Rows is the result set returned from Query.
type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	Next() bool
	Scan(dest ...any) error
}

// Row is the result of QueryRow.
type Row interface {
	Scan(dest ...any) error
}

// Tx represents a database transaction.
type Tx interface {
	Begin(ctx context.Context) (Tx, error)
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error
	CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error)
	Exec(ctx context.Context, sql string, arguments ...any) (commandTag pgconn.CommandTag, err error)
	Query(ctx context.Context, sql string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) Row
	Conn() *Conn
}

// Conn is a PostgreSQL connection handle.
type Conn struct {
	connString string
}

// Connect establishes a connection with a PostgreSQL server.
func Connect(ctx context.Context, connString string) (*Conn, error) {
	return &Conn{connString: connString}, nil
}

// Close closes the connection.
func (c *Conn) Close(ctx context.Context) error { return nil }

// Exec executes sql.
func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

// Query sends a query to the server and returns a Rows.
func (c *Conn) Query(ctx context.Context, sql string, args ...any) (Rows, error) {
	panic("stub")
}

// QueryRow is a convenience wrapper over Query returning one row.
func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row {
	panic("stub")
}

// CopyFrom uses the PostgreSQL copy protocol to perform bulk data insertion.
func (c *Conn) CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error) {
	return 0, nil
}

// Begin starts a transaction.
func (c *Conn) Begin(ctx context.Context) (Tx, error) { panic("stub") }

// BeginTx starts a transaction with txOptions.
func (c *Conn) BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error) { panic("stub") }

// BeginFunc calls Begin on db and then calls fn; it commits when fn returns
// nil and rolls back otherwise.
func BeginFunc(
	ctx context.Context,
	db interface {
		Begin(ctx context.Context) (Tx, error)
	},
	fn func(Tx) error,
) (err error) {
	return nil
}

// BeginTxFunc calls BeginTx on db and then calls fn; it commits when fn
// returns nil and rolls back otherwise.
func BeginTxFunc(
	ctx context.Context,
	db interface {
		BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error)
	},
	txOptions TxOptions,
	fn func(Tx) error,
) (err error) {
	return nil
}
