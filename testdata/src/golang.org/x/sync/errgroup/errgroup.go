// Package errgroup is an idemlint test stub of golang.org/x/sync@v0.25.0: only the declarations the tests use, with the real names, receivers and parameter names.
package errgroup

import "context"

// Group is a collection of goroutines working on subtasks of a common task.
type Group struct{}

// WithContext returns a Group and a context cancelled when a task fails.
func WithContext(ctx context.Context) (*Group, context.Context) { return &Group{}, ctx }

// Wait blocks until every Go call has returned and returns the first error.
func (g *Group) Wait() error { return nil }

// Go runs f in a new goroutine.
func (g *Group) Go(f func() error) {}

// TryGo runs f in a new goroutine if the limit allows.
func (g *Group) TryGo(f func() error) bool { return true }

// SetLimit limits the number of active goroutines.
func (g *Group) SetLimit(n int) {}
