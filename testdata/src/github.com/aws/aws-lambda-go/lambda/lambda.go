// Package lambda is an idemlint test stub of github.com/aws/aws-lambda-go@v1.55.1/lambda: only the declarations the tests use, with the real names and parameter names.
package lambda

import "context"

// Option configures a handler.
type Option func(*handlerOptions)

type handlerOptions struct{}

// Handler is an invokable function.
type Handler interface {
	Invoke(ctx context.Context, payload []byte) ([]byte, error)
}

// Start runs handler for every invocation of the function.
func Start(handler interface{}) {}

// StartWithOptions runs handler for every invocation, with options.
func StartWithOptions(handler interface{}, options ...Option) {}
