package consumer

import (
	"context"
	"testing"

	"example.com/wired/memstore"
	"example.com/wired/testkit"
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
	// A double converted by tests only does not dilute it either.
	if err := New(testkit.Always(false)).Handle(context.Background(), "b"); err != nil {
		t.Fatal(err)
	}
}

// The memory ledger is converted here and in main: it stays live.
func TestAudit(t *testing.T) {
	if err := Audit(context.Background(), memstore.Ledger(map[string]bool{}), "a"); err != nil {
		t.Fatal(err)
	}
}
