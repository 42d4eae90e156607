// Package domain declares the program's own errors.
package domain

import "errors"

// ErrNotFound is what the store returns for a missing row.
var ErrNotFound = errors.New("not found")

// ErrConflict is another error, not "not found".
var ErrConflict = errors.New("conflict")

// ErrAuthorization is returned to a caller that is not allowed.
var ErrAuthorization = errors.New("not allowed")

// customError wraps an error with the program's own message, as a
// service's errors package does.
type customError struct {
	msg string
	err error
}

func (e *customError) Error() string { return e.msg + ": " + e.err.Error() }

// Wrap wraps err with wrapper's message.
func Wrap(wrapper, err error) error {
	if err == nil {
		return nil
	}
	return &customError{msg: wrapper.Error(), err: err}
}
