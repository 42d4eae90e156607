// Package sqlf is a stub of github.com/leporo/sqlf v1.4.0: the statement
// builder and runners idemlint's catalog names.
package sqlf

import (
	"context"
	"database/sql"
)

type Executor interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...interface{}) *sql.Row
}

type Stmt struct{}

func From(expr string, args ...interface{}) *Stmt   { return &Stmt{} }
func Select(expr string, args ...interface{}) *Stmt { return &Stmt{} }
func InsertInto(tableName string) *Stmt             { return &Stmt{} }
func Update(tableName string) *Stmt                 { return &Stmt{} }
func DeleteFrom(tableName string) *Stmt             { return &Stmt{} }

func (q *Stmt) Select(expr string, args ...interface{}) *Stmt { return q }
func (q *Stmt) To(dest ...interface{}) *Stmt                  { return q }
func (q *Stmt) From(expr string, args ...interface{}) *Stmt   { return q }
func (q *Stmt) Where(expr string, args ...interface{}) *Stmt  { return q }
func (q *Stmt) Set(field string, value interface{}) *Stmt     { return q }
func (q *Stmt) Clause(expr string, args ...interface{}) *Stmt { return q }
func (q *Stmt) Returning(expr string) *Stmt                   { return q }
func (q *Stmt) String() string                                { return "" }
func (q *Stmt) Args() []interface{}                           { return nil }
func (q *Stmt) Close()                                        {}

func (q *Stmt) Exec(ctx context.Context, db Executor) (sql.Result, error) { return nil, nil }
func (q *Stmt) ExecAndClose(ctx context.Context, db Executor) (sql.Result, error) {
	return nil, nil
}
func (q *Stmt) Query(ctx context.Context, db Executor, handler func(rows *sql.Rows)) error {
	return nil
}
func (q *Stmt) QueryAndClose(ctx context.Context, db Executor, handler func(rows *sql.Rows)) error {
	return nil
}
func (q *Stmt) QueryRow(ctx context.Context, db Executor) error         { return nil }
func (q *Stmt) QueryRowAndClose(ctx context.Context, db Executor) error { return nil }
