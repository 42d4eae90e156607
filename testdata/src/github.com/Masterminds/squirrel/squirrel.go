// Package squirrel is a stub of github.com/Masterminds/squirrel v1.5.4:
// the builders and runners idemlint's catalog names.
package squirrel

import (
	"context"
	"database/sql"
)

type BaseRunner interface{}

type RowScanner interface {
	Scan(...interface{}) error
}

type PlaceholderFormat interface{}

var Dollar PlaceholderFormat

type Eq map[string]interface{}

type StatementBuilderType struct{}

var StatementBuilder StatementBuilderType

func (b StatementBuilderType) PlaceholderFormat(f PlaceholderFormat) StatementBuilderType { return b }
func (b StatementBuilderType) RunWith(runner BaseRunner) StatementBuilderType             { return b }
func (b StatementBuilderType) Select(columns ...string) SelectBuilder                     { return SelectBuilder{} }
func (b StatementBuilderType) Insert(into string) InsertBuilder                           { return InsertBuilder{} }
func (b StatementBuilderType) Update(table string) UpdateBuilder                          { return UpdateBuilder{} }
func (b StatementBuilderType) Delete(from string) DeleteBuilder                           { return DeleteBuilder{} }

func Select(columns ...string) SelectBuilder { return SelectBuilder{} }
func Insert(into string) InsertBuilder       { return InsertBuilder{} }
func Update(table string) UpdateBuilder      { return UpdateBuilder{} }
func Delete(from string) DeleteBuilder       { return DeleteBuilder{} }

type SelectBuilder struct{}

func (b SelectBuilder) PlaceholderFormat(f PlaceholderFormat) SelectBuilder       { return b }
func (b SelectBuilder) RunWith(runner BaseRunner) SelectBuilder                   { return b }
func (b SelectBuilder) From(from string) SelectBuilder                            { return b }
func (b SelectBuilder) Where(pred interface{}, args ...interface{}) SelectBuilder { return b }
func (b SelectBuilder) Limit(limit uint64) SelectBuilder                          { return b }
func (b SelectBuilder) Suffix(sql string, args ...interface{}) SelectBuilder      { return b }
func (b SelectBuilder) ToSql() (string, []interface{}, error)                     { return "", nil, nil }
func (b SelectBuilder) Exec() (sql.Result, error)                                 { return nil, nil }
func (b SelectBuilder) ExecContext(ctx context.Context) (sql.Result, error)       { return nil, nil }
func (b SelectBuilder) Query() (*sql.Rows, error)                                 { return nil, nil }
func (b SelectBuilder) QueryContext(ctx context.Context) (*sql.Rows, error)       { return nil, nil }
func (b SelectBuilder) QueryRow() RowScanner                                      { return nil }
func (b SelectBuilder) QueryRowContext(ctx context.Context) RowScanner            { return nil }
func (b SelectBuilder) Scan(dest ...interface{}) error                            { return nil }
func (b SelectBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	return nil
}

type InsertBuilder struct{}

func (b InsertBuilder) PlaceholderFormat(f PlaceholderFormat) InsertBuilder  { return b }
func (b InsertBuilder) RunWith(runner BaseRunner) InsertBuilder              { return b }
func (b InsertBuilder) Into(from string) InsertBuilder                       { return b }
func (b InsertBuilder) Options(options ...string) InsertBuilder              { return b }
func (b InsertBuilder) Columns(columns ...string) InsertBuilder              { return b }
func (b InsertBuilder) Values(values ...interface{}) InsertBuilder           { return b }
func (b InsertBuilder) SetMap(clauses map[string]interface{}) InsertBuilder  { return b }
func (b InsertBuilder) Suffix(sql string, args ...interface{}) InsertBuilder { return b }
func (b InsertBuilder) ToSql() (string, []interface{}, error)                { return "", nil, nil }
func (b InsertBuilder) Exec() (sql.Result, error)                            { return nil, nil }
func (b InsertBuilder) ExecContext(ctx context.Context) (sql.Result, error)  { return nil, nil }
func (b InsertBuilder) Query() (*sql.Rows, error)                            { return nil, nil }
func (b InsertBuilder) QueryContext(ctx context.Context) (*sql.Rows, error)  { return nil, nil }
func (b InsertBuilder) QueryRow() RowScanner                                 { return nil }
func (b InsertBuilder) QueryRowContext(ctx context.Context) RowScanner       { return nil }
func (b InsertBuilder) Scan(dest ...interface{}) error                       { return nil }
func (b InsertBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	return nil
}

type UpdateBuilder struct{}

func (b UpdateBuilder) PlaceholderFormat(f PlaceholderFormat) UpdateBuilder       { return b }
func (b UpdateBuilder) RunWith(runner BaseRunner) UpdateBuilder                   { return b }
func (b UpdateBuilder) Table(table string) UpdateBuilder                          { return b }
func (b UpdateBuilder) Set(column string, value interface{}) UpdateBuilder        { return b }
func (b UpdateBuilder) SetMap(clauses map[string]interface{}) UpdateBuilder       { return b }
func (b UpdateBuilder) Where(pred interface{}, args ...interface{}) UpdateBuilder { return b }
func (b UpdateBuilder) Suffix(sql string, args ...interface{}) UpdateBuilder      { return b }
func (b UpdateBuilder) ToSql() (string, []interface{}, error)                     { return "", nil, nil }
func (b UpdateBuilder) Exec() (sql.Result, error)                                 { return nil, nil }
func (b UpdateBuilder) ExecContext(ctx context.Context) (sql.Result, error)       { return nil, nil }
func (b UpdateBuilder) Query() (*sql.Rows, error)                                 { return nil, nil }
func (b UpdateBuilder) QueryContext(ctx context.Context) (*sql.Rows, error)       { return nil, nil }
func (b UpdateBuilder) QueryRow() RowScanner                                      { return nil }
func (b UpdateBuilder) QueryRowContext(ctx context.Context) RowScanner            { return nil }
func (b UpdateBuilder) Scan(dest ...interface{}) error                            { return nil }
func (b UpdateBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	return nil
}

type DeleteBuilder struct{}

func (b DeleteBuilder) PlaceholderFormat(f PlaceholderFormat) DeleteBuilder       { return b }
func (b DeleteBuilder) RunWith(runner BaseRunner) DeleteBuilder                   { return b }
func (b DeleteBuilder) From(from string) DeleteBuilder                            { return b }
func (b DeleteBuilder) Where(pred interface{}, args ...interface{}) DeleteBuilder { return b }
func (b DeleteBuilder) Suffix(sql string, args ...interface{}) DeleteBuilder      { return b }
func (b DeleteBuilder) ToSql() (string, []interface{}, error)                     { return "", nil, nil }
func (b DeleteBuilder) Exec() (sql.Result, error)                                 { return nil, nil }
func (b DeleteBuilder) ExecContext(ctx context.Context) (sql.Result, error)       { return nil, nil }
func (b DeleteBuilder) Query() (*sql.Rows, error)                                 { return nil, nil }
func (b DeleteBuilder) QueryContext(ctx context.Context) (*sql.Rows, error)       { return nil, nil }
func (b DeleteBuilder) QueryRowContext(ctx context.Context) RowScanner            { return nil }
