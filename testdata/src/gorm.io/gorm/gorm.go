// Package gorm is an idemlint test stub of gorm.io/gorm@v1.31.2: only the declarations the tests use, with the real names, receivers and parameter names.
package gorm

import (
	"context"
	"database/sql"
	"errors"

	"gorm.io/gorm/clause"
)

var (
	// ErrRecordNotFound record not found error. The real value is
	// gorm.io/gorm/logger.ErrRecordNotFound.
	ErrRecordNotFound = errors.New("record not found")
	// ErrDuplicatedKey occurs when there is a unique key constraint violation.
	ErrDuplicatedKey = errors.New("duplicated key not allowed")
)

// Config is the GORM config.
type Config struct {
	SkipDefaultTransaction bool
	TranslateError         bool
}

// Dialector is a database dialect.
type Dialector interface {
	Name() string
}

// Option is a GORM option.
type Option interface {
	Apply(*Config) error
}

// DB is the GORM DB definition.
type DB struct {
	*Config
	Error        error
	RowsAffected int64
}

// Open opens a database.
func Open(dialector Dialector, opts ...Option) (db *DB, err error) {
	return &DB{Config: &Config{}}, nil
}

// WithContext sets the context.
func (db *DB) WithContext(ctx context.Context) *DB { return db }

// Model sets the model.
func (db *DB) Model(value interface{}) (tx *DB) { return db }

// Table sets the table.
func (db *DB) Table(name string, args ...interface{}) (tx *DB) { return db }

// Where adds conditions.
func (db *DB) Where(query interface{}, args ...interface{}) (tx *DB) { return db }
func (db *DB) Order(value interface{}) (tx *DB)                      { return db }

// Clauses adds clauses.
func (db *DB) Clauses(conds ...clause.Expression) (tx *DB) { return db }

// Create inserts value.
func (db *DB) Create(value interface{}) (tx *DB) { return db }

// CreateInBatches inserts value in batches.
func (db *DB) CreateInBatches(value interface{}, batchSize int) (tx *DB) { return db }

// Save updates value, or inserts it when it has no primary key.
func (db *DB) Save(value interface{}) (tx *DB) { return db }

// First finds the first record ordered by primary key.
func (db *DB) First(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Take finds the first record in no order.
func (db *DB) Take(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Last finds the last record ordered by primary key.
func (db *DB) Last(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Find finds all records matching conds.
func (db *DB) Find(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// FirstOrInit finds the first record or initialises dest.
func (db *DB) FirstOrInit(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// FirstOrCreate finds the first record or creates it.
func (db *DB) FirstOrCreate(dest interface{}, conds ...interface{}) (tx *DB) { return db }

// Update updates column with value.
func (db *DB) Update(column string, value interface{}) (tx *DB) { return db }

// Updates updates attributes.
func (db *DB) Updates(values interface{}) (tx *DB) { return db }

// Select specifies fields that you want when querying, creating, updating.
func (db *DB) Select(query interface{}, args ...interface{}) (tx *DB) { return db }

// UpdateColumn updates column without hooks.
func (db *DB) UpdateColumn(column string, value interface{}) (tx *DB) { return db }

// UpdateColumns updates attributes without hooks.
func (db *DB) UpdateColumns(values interface{}) (tx *DB) { return db }

// Delete deletes value matching conds.
func (db *DB) Delete(value interface{}, conds ...interface{}) (tx *DB) { return db }

// Count counts matching records.
func (db *DB) Count(count *int64) (tx *DB) { return db }

// Scan scans the result into dest.
func (db *DB) Scan(dest interface{}) (tx *DB) { return db }

// Pluck queries a single column into dest.
func (db *DB) Pluck(column string, dest interface{}) (tx *DB) { return db }

// Transaction runs fc in a transaction.
func (db *DB) Transaction(fc func(tx *DB) error, opts ...*sql.TxOptions) (err error) { return nil }

// Begin begins a transaction.
func (db *DB) Begin(opts ...*sql.TxOptions) *DB { return db }

// Commit commits the transaction.
func (db *DB) Commit() *DB { return db }

// Rollback rolls the transaction back.
func (db *DB) Rollback() *DB { return db }

// Exec executes raw sql.
func (db *DB) Exec(sql string, values ...interface{}) (tx *DB) { return db }

// Raw sets raw sql to be run by a finisher.
func (db *DB) Raw(sql string, values ...interface{}) (tx *DB) { return db }

// Or adds OR conditions.
func (db *DB) Or(query interface{}, args ...interface{}) (tx *DB) { return db }

// Not adds NOT conditions.
func (db *DB) Not(query interface{}, args ...interface{}) (tx *DB) { return db }

// Scopes applies scopes.
func (db *DB) Scopes(funcs ...func(*DB) *DB) (tx *DB) { return db }

// Joins joins tables.
func (db *DB) Joins(query string, args ...interface{}) (tx *DB) { return db }

// Expr is an SQL expression with arguments.
func Expr(expr string, args ...interface{}) clause.Expr { return clause.Expr{SQL: expr, Vars: args} }
