// Package memstore is a ledger in memory, for a single process.
package memstore

import "context"

// Ledger is a set of ids. Main and a test convert a map to it: a
// conversion in non-test code keeps it live, whatever the tests do.
type Ledger map[string]bool

// Has reports whether the ledger holds id.
func (l Ledger) Has(_ context.Context, id string) (bool, error) {
	return l[id], nil
}

// Put adds id.
func (l Ledger) Put(_ context.Context, id string) error {
	l[id] = true
	return nil
}
