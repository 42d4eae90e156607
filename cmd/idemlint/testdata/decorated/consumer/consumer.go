// Package consumer handles events. It declares the storage it needs and
// imports no implementation: main wires one in.
package consumer

import "context"

// Store is what the handler needs of storage.
type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	Save(ctx context.Context, id string) error
}

// Handler handles one event per call.
type Handler struct{ store Store }

// New returns a handler on store.
func New(store Store) *Handler { return &Handler{store: store} }

// Handle records the event unless it was seen: two concurrent calls with
// one id both pass the check.
func (h *Handler) Handle(ctx context.Context, id string) error {
	seen, err := h.store.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	return h.store.Save(ctx, id)
}

// Ledger is storage with two live implementations that disagree.
type Ledger interface {
	Has(ctx context.Context, id string) (bool, error)
	Put(ctx context.Context, id string) error
}

// Audit records an entry unless it has one; its ledger may be the one that
// does nothing the model knows, so the call is not known to be a check.
func Audit(ctx context.Context, l Ledger, id string) error {
	ok, err := l.Has(ctx, id)
	if err != nil || ok {
		return err
	}
	return l.Put(ctx, id)
}
