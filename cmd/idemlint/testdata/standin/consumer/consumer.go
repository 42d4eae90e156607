// Package consumer handles events. It declares the storage it needs and
// imports no implementation: main wires one in.
package consumer

import "context"

// Store is what the handler needs of storage.
type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	Save(ctx context.Context, id string) error
}

// Handle records the event unless it was seen: two concurrent calls with
// one id both pass the check. The store main wires may also be the demo
// one, which only decides what to answer; the other is the call.
func Handle(ctx context.Context, s Store, id string) error {
	seen, err := s.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	return s.Save(ctx, id)
}

// Ledger is storage main wires from PostgreSQL or from a demo package of
// its own, which imports nothing but the standard library.
type Ledger interface {
	Has(ctx context.Context, id string) (bool, error)
	Put(ctx context.Context, id string) error
}

// Audit adds the id unless the ledger has it: the same race.
func Audit(ctx context.Context, l Ledger, id string) error {
	ok, err := l.Has(ctx, id)
	if err != nil || ok {
		return err
	}
	return l.Put(ctx, id)
}
