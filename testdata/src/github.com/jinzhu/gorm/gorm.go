// Package gorm is an idemlint test stub of github.com/jinzhu/gorm@v1.9.16: only the declarations the tests use, with the real names, receivers and parameter names.
package gorm

import "errors"

// ErrRecordNotFound returns a "record not found error".
var ErrRecordNotFound = errors.New("record not found")

// IsRecordNotFoundError returns true if error contains a RecordNotFound error.
func IsRecordNotFoundError(err error) bool { return err == ErrRecordNotFound }

// DB contains information for current db connection.
type DB struct {
	Value        interface{}
	Error        error
	RowsAffected int64
}

// Where returns a new relation.
func (s *DB) Where(query interface{}, args ...interface{}) *DB { return s }

// Model specifies the model.
func (s *DB) Model(value interface{}) *DB { return s }

// First finds the first record ordered by primary key.
func (s *DB) First(out interface{}, where ...interface{}) *DB { return s }

// Create inserts value.
func (s *DB) Create(value interface{}) *DB { return s }

// Save updates value in the database; without a primary key it inserts it.
func (s *DB) Save(value interface{}) *DB { return s }

// Update updates attributes with callbacks.
func (s *DB) Update(attrs ...interface{}) *DB { return s }

// Delete deletes value matching the conditions.
func (s *DB) Delete(value interface{}, where ...interface{}) *DB { return s }

// RecordNotFound checks whether any record was found.
func (s *DB) RecordNotFound() bool { return false }

// Transaction runs fc in a transaction.
func (s *DB) Transaction(fc func(tx *DB) error) (err error) { return fc(s) }
