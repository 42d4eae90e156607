// Package inbox handles messages through storage it declares and does not
// implement: inboxpg implements it on PostgreSQL, and inboxapp, which
// this package does not import either, wires the two together. Only a
// view of the whole module sees what the calls on these interfaces do.
package inbox

import "context"

// Store records the messages done.
type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	Save(ctx context.Context, id string) error
}

// ClaimStore records a message done and says whether this call did.
type ClaimStore interface {
	Claim(ctx context.Context, id string) (bool, error)
}

// Handler handles messages on a Store.
type Handler struct{ store Store }

// NewHandler returns a handler on store.
func NewHandler(store Store) *Handler { return &Handler{store: store} }

// HandleBuggy saves the message unless it was seen, and reports whether
// it did: two concurrent deliveries of one message both find it unseen
// and both save it.
func (h *Handler) HandleBuggy(ctx context.Context, id string) (bool, error) {
	seen, err := h.store.Seen(ctx, id) // idemlint: want checkthenact
	if err != nil || seen {
		return false, err
	}
	if err := h.store.Save(ctx, id); err != nil {
		return false, err
	}
	return true, nil
}

// ClaimHandler handles messages on a ClaimStore.
type ClaimHandler struct{ store ClaimStore }

// NewClaimHandler returns a handler on store.
func NewClaimHandler(store ClaimStore) *ClaimHandler { return &ClaimHandler{store: store} }

// Handle claims the message and reports whether this delivery won: of two
// concurrent deliveries, one.
func (h *ClaimHandler) Handle(ctx context.Context, id string) (bool, error) {
	return h.store.Claim(ctx, id) // idemlint: ok
}
