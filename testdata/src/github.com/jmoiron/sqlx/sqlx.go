// Package sqlx is an idemlint test stub of github.com/jmoiron/sqlx@v1.4.0: only the declarations the tests use, with the real names, receivers and parameter names.
package sqlx

import (
	"context"
	"database/sql"
)

// DB wraps *sql.DB; the database/sql methods are promoted.
type DB struct {
	*sql.DB
	driverName string
}

// Conn wraps *sql.Conn.
type Conn struct {
	*sql.Conn
	driverName string
}

// Tx wraps *sql.Tx; Commit and Rollback are promoted from it.
type Tx struct {
	*sql.Tx
	driverName string
}

// Rows wraps *sql.Rows.
type Rows struct {
	*sql.Rows
}

// StructScan scans the current row into dest.
func (r *Rows) StructScan(dest interface{}) error { return nil }

// Row is the result of QueryRowx.
type Row struct {
	err error
}

// Scan scans the row into dest.
func (r *Row) Scan(dest ...interface{}) error { return r.err }

// StructScan scans the row into dest.
func (r *Row) StructScan(dest interface{}) error { return r.err }

// Queryer is implemented by DB and Tx.
type Queryer interface {
	Query(query string, args ...interface{}) (*sql.Rows, error)
	Queryx(query string, args ...interface{}) (*Rows, error)
	QueryRowx(query string, args ...interface{}) *Row
}

// QueryerContext is implemented by DB, Conn and Tx.
type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error)
	QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row
}

// Execer is implemented by DB and Tx.
type Execer interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
}

// ExecerContext is implemented by DB, Conn and Tx.
type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

// Ext is a union of Queryer and Execer.
type Ext interface {
	Queryer
	Execer
	DriverName() string
	Rebind(string) string
	BindNamed(string, interface{}) (string, []interface{}, error)
}

// ExtContext is a union of QueryerContext and ExecerContext.
type ExtContext interface {
	QueryerContext
	ExecerContext
	DriverName() string
	Rebind(string) string
	BindNamed(string, interface{}) (string, []interface{}, error)
}

// Open opens a database.
func Open(driverName, dataSourceName string) (*DB, error) {
	db, err := sql.Open(driverName, dataSourceName)
	return &DB{DB: db, driverName: driverName}, err
}

// Connect opens a database and pings it.
func Connect(driverName, dataSourceName string) (*DB, error) {
	return Open(driverName, dataSourceName)
}

// DriverName returns the driver name.
func (db *DB) DriverName() string { return db.driverName }

// Rebind rebinds query placeholders.
func (db *DB) Rebind(query string) string { return query }

// BindNamed binds a named query.
func (db *DB) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	return query, nil, nil
}

// NamedQuery runs a named query.
func (db *DB) NamedQuery(query string, arg interface{}) (*Rows, error) { return nil, nil }

// NamedExec runs a named statement.
func (db *DB) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// Select scans all rows into dest.
func (db *DB) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Get scans one row into dest.
func (db *DB) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// MustBegin begins a transaction or panics.
func (db *DB) MustBegin() *Tx { return &Tx{} }

// Beginx begins a transaction.
func (db *DB) Beginx() (*Tx, error) { return &Tx{}, nil }

// Queryx runs a query.
func (db *DB) Queryx(query string, args ...interface{}) (*Rows, error) { return nil, nil }

// QueryRowx runs a query returning one row.
func (db *DB) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// MustExec runs a statement or panics.
func (db *DB) MustExec(query string, args ...interface{}) sql.Result { return nil }

// NamedQueryContext runs a named query.
func (db *DB) NamedQueryContext(ctx context.Context, query string, arg interface{}) (*Rows, error) {
	return nil, nil
}

// NamedExecContext runs a named statement.
func (db *DB) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// SelectContext scans all rows into dest.
func (db *DB) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext scans one row into dest.
func (db *DB) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryxContext runs a query.
func (db *DB) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return nil, nil
}

// QueryRowxContext runs a query returning one row.
func (db *DB) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// MustBeginTx begins a transaction or panics.
func (db *DB) MustBeginTx(ctx context.Context, opts *sql.TxOptions) *Tx { return &Tx{} }

// MustExecContext runs a statement or panics.
func (db *DB) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// BeginTxx begins a transaction.
func (db *DB) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) { return &Tx{}, nil }

// Connx returns a dedicated connection.
func (db *DB) Connx(ctx context.Context) (*Conn, error) { return &Conn{}, nil }

// BeginTxx begins a transaction on the connection.
func (c *Conn) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) { return &Tx{}, nil }

// SelectContext scans all rows into dest.
func (c *Conn) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext scans one row into dest.
func (c *Conn) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryxContext runs a query.
func (c *Conn) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return nil, nil
}

// QueryRowxContext runs a query returning one row.
func (c *Conn) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// DriverName returns the driver name.
func (tx *Tx) DriverName() string { return tx.driverName }

// Rebind rebinds query placeholders.
func (tx *Tx) Rebind(query string) string { return query }

// BindNamed binds a named query.
func (tx *Tx) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	return query, nil, nil
}

// NamedQuery runs a named query.
func (tx *Tx) NamedQuery(query string, arg interface{}) (*Rows, error) { return nil, nil }

// NamedExec runs a named statement.
func (tx *Tx) NamedExec(query string, arg interface{}) (sql.Result, error) { return nil, nil }

// Select scans all rows into dest.
func (tx *Tx) Select(dest interface{}, query string, args ...interface{}) error { return nil }

// Queryx runs a query.
func (tx *Tx) Queryx(query string, args ...interface{}) (*Rows, error) { return nil, nil }

// QueryRowx runs a query returning one row.
func (tx *Tx) QueryRowx(query string, args ...interface{}) *Row { return &Row{} }

// Get scans one row into dest.
func (tx *Tx) Get(dest interface{}, query string, args ...interface{}) error { return nil }

// MustExec runs a statement or panics.
func (tx *Tx) MustExec(query string, args ...interface{}) sql.Result { return nil }

// MustExecContext runs a statement or panics.
func (tx *Tx) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	return nil
}

// QueryxContext runs a query.
func (tx *Tx) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	return nil, nil
}

// SelectContext scans all rows into dest.
func (tx *Tx) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext scans one row into dest.
func (tx *Tx) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// QueryRowxContext runs a query returning one row.
func (tx *Tx) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	return &Row{}
}

// NamedExecContext runs a named statement.
func (tx *Tx) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// Select scans all rows of query into dest.
func Select(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// Get scans one row of query into dest.
func Get(q Queryer, dest interface{}, query string, args ...interface{}) error { return nil }

// MustExec runs query or panics.
func MustExec(e Execer, query string, args ...interface{}) sql.Result { return nil }

// SelectContext scans all rows of query into dest.
func SelectContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// GetContext scans one row of query into dest.
func GetContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	return nil
}

// MustExecContext runs query or panics.
func MustExecContext(ctx context.Context, e ExecerContext, query string, args ...interface{}) sql.Result {
	return nil
}

// NamedQuery runs a named query.
func NamedQuery(e Ext, query string, arg interface{}) (*Rows, error) { return nil, nil }

// NamedExec runs a named statement.
func NamedExec(e Ext, query string, arg interface{}) (sql.Result, error) { return nil, nil }

// NamedQueryContext runs a named query.
func NamedQueryContext(ctx context.Context, e ExtContext, query string, arg interface{}) (*Rows, error) {
	return nil, nil
}

// NamedExecContext runs a named statement.
func NamedExecContext(ctx context.Context, e ExtContext, query string, arg interface{}) (sql.Result, error) {
	return nil, nil
}

// In expands slice arguments into the query's IN (?) placeholders.
func In(query string, args ...interface{}) (string, []interface{}, error) {
	return query, args, nil
}

// Rebind rewrites the query's ? placeholders for the bind type.
func Rebind(bindType int, query string) string { return query }

// Named rewrites :name parameters into placeholders.
func Named(query string, arg interface{}) (string, []interface{}, error) {
	return query, nil, nil
}

// Bind types.
const (
	UNKNOWN = iota
	QUESTION
	DOLLAR
	NAMED
	AT
)
