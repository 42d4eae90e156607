// Package status is an idemlint test stub of google.golang.org/grpc/status@v1.84.0: only the declarations the tests use, with the real names and parameter names.
package status

import (
	"fmt"

	"google.golang.org/grpc/codes"
)

type statusError struct {
	code codes.Code
	msg  string
}

func (e *statusError) Error() string { return e.msg }

// Error returns an error representing c and msg.
func Error(c codes.Code, msg string) error { return &statusError{c, msg} }

// Errorf returns Error(c, fmt.Sprintf(format, a...)).
func Errorf(c codes.Code, format string, a ...any) error {
	return Error(c, fmt.Sprintf(format, a...))
}

// Code returns the Code of the error if it is a Status error or if it
// wraps a Status error.
func Code(err error) codes.Code {
	if e, ok := err.(*statusError); ok {
		return e.code
	}
	return codes.Unknown
}
