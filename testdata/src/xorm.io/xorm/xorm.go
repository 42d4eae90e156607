// Package xorm is an idemlint test stub of xorm.io/xorm@v1.4.3: only the declarations the tests use, with the real names, receivers and parameter names.
package xorm

import (
	"database/sql"

	"xorm.io/xorm/names"
)

// Interface defines the interface which Engine, EngineGroup and Session will implementate.
type Interface interface {
	Count(...any) (int64, error)
	Delete(...any) (int64, error)
	Exist(bean ...any) (bool, error)
	Find(any, ...any) error
	FindAndCount(any, ...any) (int64, error)
	Get(...any) (bool, error)
	ID(any) *Session
	In(string, ...any) *Session
	Insert(...any) (int64, error)
	InsertOne(any) (int64, error)
	Update(bean any, condiBeans ...any) (int64, error)
	Where(any, ...any) *Session
}

// Engine is the major struct of xorm.
type Engine struct{}

// Session keeps a pointer to sql.DB and provides all execution of all
// kind of database operations.
type Session struct{}

// SetMapper set the name mapping rules
func (engine *Engine) SetMapper(mapper names.Mapper) {}

// SetTableMapper set the table name mapping rule
func (engine *Engine) SetTableMapper(mapper names.Mapper) {}

// SetColumnMapper set the column name mapping rule
func (engine *Engine) SetColumnMapper(mapper names.Mapper) {}

// NewSession new a db manipulate session
func (engine *Engine) NewSession() *Session { return &Session{} }

// Where method provide a condition query
func (engine *Engine) Where(query any, args ...any) *Session { return &Session{} }

// ID method provoide a condition as (id) = ?
func (engine *Engine) ID(id any) *Session { return &Session{} }

// In will generate "column IN (?, ?)"
func (engine *Engine) In(column string, args ...any) *Session { return &Session{} }

// Insert one or more records
func (engine *Engine) Insert(beans ...any) (int64, error) { return 0, nil }

// InsertOne insert only one record
func (engine *Engine) InsertOne(bean any) (int64, error) { return 0, nil }

// Update records, bean's non-empty fields are updated contents,
// condiBean' non-empty filds are conditions
func (engine *Engine) Update(bean any, condiBeans ...any) (int64, error) { return 0, nil }

// Delete records, bean's non-empty fields are conditions
func (engine *Engine) Delete(beans ...any) (int64, error) { return 0, nil }

// Get retrieve one record from table, bean's non-empty fields
// are conditions
func (engine *Engine) Get(beans ...any) (bool, error) { return false, nil }

// Exist returns true if the record exist otherwise return false
func (engine *Engine) Exist(bean ...any) (bool, error) { return false, nil }

// Find retrieve records from table, condiBeans's non-empty fields
// are conditions. beans could be []Struct, []*Struct, map[int64]Struct
// map[int64]*Struct
func (engine *Engine) Find(beans any, condiBeans ...any) error { return nil }

// FindAndCount find the results and also return the counts
func (engine *Engine) FindAndCount(rowsSlicePtr any, condiBean ...any) (int64, error) {
	return 0, nil
}

// Count counts the records. bean's non-empty fields are conditions.
func (engine *Engine) Count(bean ...any) (int64, error) { return 0, nil }

// Transaction Execute sql wrapped in a transaction(abbr as tx), tx will automatic commit if no errors occurred
func (engine *Engine) Transaction(f func(*Session) (any, error)) (any, error) {
	return f(&Session{})
}

// Close release the connection from pool
func (session *Session) Close() error { return nil }

// Where provides custom query condition.
func (session *Session) Where(query any, args ...any) *Session { return session }

// And provides custom query condition.
func (session *Session) And(query any, args ...any) *Session { return session }

// Or provides custom query condition.
func (session *Session) Or(query any, args ...any) *Session { return session }

// ID provides converting id as a query condition
func (session *Session) ID(id any) *Session { return session }

// In provides a query string like "id in (1, 2, 3)"
func (session *Session) In(column string, args ...any) *Session { return session }

// ForUpdate makes the session's next read SELECT … FOR UPDATE.
func (session *Session) ForUpdate() *Session { return session }

// Begin a transaction with the engine's default transaction options
func (session *Session) Begin() error { return nil }

// BeginTx begins a transaction with the given options, nil means the driver defaults
func (session *Session) BeginTx(opts *sql.TxOptions) error { return nil }

// Rollback When using transaction, you can rollback if any error
func (session *Session) Rollback() error { return nil }

// Commit When using transaction, Commit will commit all operations.
func (session *Session) Commit() error { return nil }

// Insert insert one or more beans
func (session *Session) Insert(beans ...any) (int64, error) { return 0, nil }

// InsertMulti insert multiple records
func (session *Session) InsertMulti(rowsSlicePtr any) (int64, error) { return 0, nil }

// InsertOne insert only one struct into database as a record.
func (session *Session) InsertOne(bean any) (int64, error) { return 0, nil }

// Cols provides some columns to special
func (session *Session) Cols(columns ...string) *Session { return session }

// Update records, bean's non-empty fields are updated contents,
// condiBean' non-empty filds are conditions
func (session *Session) Update(bean any, condiBean ...any) (int64, error) { return 0, nil }

// Delete records, bean's non-empty fields are conditions
func (session *Session) Delete(beans ...any) (int64, error) { return 0, nil }

// Get retrieve one record from database, bean's non-empty fields
// will be as conditions
func (session *Session) Get(beans ...any) (bool, error) { return false, nil }

// Exist returns true if the record exist otherwise return false
func (session *Session) Exist(bean ...any) (bool, error) { return false, nil }

// Find retrieve records from table, condiBeans's non-empty fields
// are conditions. beans could be []Struct, []*Struct, map[int64]Struct
// map[int64]*Struct
func (session *Session) Find(rowsSlicePtr any, condiBean ...any) error { return nil }

// FindAndCount find the results and also return the counts
func (session *Session) FindAndCount(rowsSlicePtr any, condiBean ...any) (int64, error) {
	return 0, nil
}

// Count counts the records. bean's non-empty fields are conditions.
func (session *Session) Count(bean ...any) (int64, error) { return 0, nil }
