package consumer

import (
	"context"
	"testing"
)

// fake is constructed by tests only: it does not dilute the answer.
type fake struct{ ids map[string]bool }

func (f *fake) Seen(_ context.Context, id string) (bool, error) { return f.ids[id], nil }
func (f *fake) Save(_ context.Context, id string) error         { f.ids[id] = true; return nil }

func TestHandle(t *testing.T) {
	h := New(&fake{ids: map[string]bool{}})
	if err := h.Handle(context.Background(), "a"); err != nil {
		t.Fatal(err)
	}
}
