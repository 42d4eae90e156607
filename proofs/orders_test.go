package proofs

import (
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/harness"
)

// The example service's tables. The check-then-act code is written for
// tables without a unique key on what it checks (the check is its only
// dedup); the atomic versions rely on one.
const (
	ordersDDL = `
CREATE TABLE orders (id text PRIMARY KEY, customer_id text NOT NULL, email text NOT NULL,
	amount_cents bigint NOT NULL, currency text NOT NULL, status text NOT NULL);
CREATE TABLE processed_events (event_id text PRIMARY KEY);`
	checkedDDL = ordersDDL + `
CREATE TABLE shipments (order_id text NOT NULL, carrier text NOT NULL);
CREATE TABLE reservations (order_id text NOT NULL, sku text NOT NULL);`
	uniqueDDL = ordersDDL + `
CREATE TABLE shipments (order_id text PRIMARY KEY, carrier text NOT NULL);
CREATE TABLE reservations (order_id text PRIMARY KEY, sku text NOT NULL);`
)

// rounds is how many times the correct handler is run against two
// concurrent deliveries; buggyRounds how many times the buggy one is, each
// of which must show the duplicate.
const (
	rounds      = 50
	buggyRounds = 10
)

// race runs two deliveries of one message at once, each waiting at the
// barrier that the test's hooks place, and fails the test if the barrier
// was not reached by both (the interleaving was not the one forced).
func race(t *testing.T, hooks *harness.Hooks, before bool, pattern string, deliver func() error) []error {
	t.Helper()
	hooks.Reset()
	b := harness.NewBarrier(2)
	if before {
		hooks.Before(pattern, b.HoldBefore)
	} else {
		hooks.After(pattern, b.Hold)
	}
	errs := harness.Concurrently(2, func(int) error { return deliver() })
	hooks.Reset()
	if err := b.Err(); err != nil {
		t.Fatalf("the forced interleaving did not happen at %q: %v", pattern, err)
	}
	return errs
}

// TestCheckThenActSQL: orders.Store.RecordShipmentBuggy counts shipments,
// then inserts. Both deliveries are held after their count until both
// have counted: both see 0 and both insert. RecordShipment's INSERT … ON
// CONFLICT DO NOTHING is held before it is sent, so both reach the claim
// together: one row, one winner, every round.
func TestCheckThenActSQL(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("orders", "Store.RecordShipmentBuggy"), harness.Example("orders", "Store.RecordShipment"))

	t.Run("buggy", func(t *testing.T) {
		s := harness.NewSchema(t, checkedDDL)
		hooks := &harness.Hooks{}
		store := &orders.Store{DB: s.DB(hooks)}
		for i := range buggyRounds {
			id := fmt.Sprintf("o-%d", i)
			errs := race(t, hooks, false, `FROM shipments`, func() error {
				return store.RecordShipmentBuggy(t.Context(), id, "dhl")
			})
			noErrors(t, errs)
			if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 2 {
				t.Fatalf("round %d: %d shipments after two deliveries that both passed the check, want 2 (the duplicate)", i, n)
			}
		}
		t.Logf("%d of %d rounds: two shipments for one order", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := harness.NewSchema(t, uniqueDDL)
		hooks := &harness.Hooks{}
		store := &orders.Store{DB: s.DB(hooks)}
		for i := range rounds {
			id := fmt.Sprintf("o-%d", i)
			var won atomic.Int32
			errs := race(t, hooks, true, `INSERT INTO shipments`, func() error {
				w, err := store.RecordShipment(t.Context(), id, "dhl")
				if w {
					won.Add(1)
				}
				return err
			})
			noErrors(t, errs)
			if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 1 || won.Load() != 1 {
				t.Fatalf("round %d: %d shipments and %d deliveries that created one, want 1 and 1", i, n, won.Load())
			}
		}
		t.Logf("%d of %d rounds: one shipment", rounds, rounds)
	})
}

func noErrors(t *testing.T, errs []error) {
	t.Helper()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("delivery %d: %v", i, err)
		}
	}
}
