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
