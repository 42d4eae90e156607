// Package pqerror is an idemlint test stub of github.com/lib/pq@v1.12.3/pqerror.
package pqerror

// Code is a five-character SQLSTATE code.
type Code string

// UniqueViolation is SQLSTATE 23505.
const UniqueViolation = Code("23505")
