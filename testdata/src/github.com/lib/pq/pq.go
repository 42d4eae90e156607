// Package pq is an idemlint test stub of github.com/lib/pq@v1.12.3: only the declarations the tests use, with the real names.
package pq

import "github.com/lib/pq/pqerror"

// ErrorCode is a five-character error code.
type ErrorCode = pqerror.Code

// Error represents an error communicating with the server.
type Error struct {
	Severity string
	Code     pqerror.Code
	Message  string
}

func (e *Error) Error() string { return e.Message }
