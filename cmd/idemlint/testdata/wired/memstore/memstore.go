// Package memstore is a ledger in memory, for a single process.
package memstore

import (
	"context"
	"sync"
)

// Ledger is a set of ids.
type Ledger struct {
	mu  sync.Mutex
	ids map[string]bool
}

// Has reports whether the ledger holds id.
func (l *Ledger) Has(_ context.Context, id string) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.ids[id], nil
}

// Put adds id.
func (l *Ledger) Put(_ context.Context, id string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ids[id] = true
	return nil
}
