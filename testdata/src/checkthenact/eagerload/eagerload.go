// Package eagerload checks for an order through a read that also loads
// its lines.
package eagerload

import (
	"context"
	"net/http"
	"strings"

	"checkthenact/eagerload/store"
)

// Bad: the order looked for is created when the read finds none.
func place(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.GetOrder(ctx, id); err == nil { // want `s.GetOrder decides whether s.CreateOrder at line \d+ runs`
		return nil
	}
	return s.CreateOrder(ctx, id)
}

// Good: what is written is neither the order nor its lines.
func seen(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.GetOrder(ctx, id); err != nil {
		return err
	}
	return s.Audit(ctx, id)
}

// Good: the order found is acted on and updated; the read validates it.
func notify(ctx context.Context, s *store.Store, id string) error {
	o, err := s.GetOrder(ctx, id)
	if err != nil {
		return err
	}
	if !o.Active {
		return nil
	}
	if _, err := http.Post("https://hooks.example.com/orders", "text/plain", strings.NewReader(o.ID)); err != nil {
		return err
	}
	return s.Touch(ctx, id)
}
