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
// one id both pass the check. The store main wires may also be one that
// does nothing (no database configured); that one races on nothing, and
// the other is the call.
func Handle(ctx context.Context, s Store, id string) error {
	seen, err := s.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	return s.Save(ctx, id)
}

// Ledger is storage whose other implementation does something the model
// does not know (it logs).
type Ledger interface {
	Has(ctx context.Context, id string) (bool, error)
	Put(ctx context.Context, id string) error
}

// Audit: the call may be the logging ledger, so it is not known to be a
// check.
func Audit(ctx context.Context, l Ledger, id string) error {
	ok, err := l.Has(ctx, id)
	if err != nil || ok {
		return err
	}
	return l.Put(ctx, id)
}
