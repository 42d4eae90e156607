// Package mock stubs testify's mock package at its real import path.
package mock

// Mock records calls.
type Mock struct{}

// Arguments are a call's results.
type Arguments []any

// Called records a call.
func (m *Mock) Called(args ...any) Arguments { return nil }

// Bool returns result i.
func (a Arguments) Bool(i int) bool { return false }

// Error returns result i.
func (a Arguments) Error(i int) error { return nil }
