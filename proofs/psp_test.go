package proofs

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/hibiken/asynq"

	refunds "github.com/idemlint/idemlint/examples/consumers/asynq"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/examples/psp"
	"github.com/idemlint/idemlint/proofs/harness"
)

// TestClientHelperEffect: the refund goes through a hand-written API
// client whose one helper takes the method from its callers (psp.Client.do).
// RefundBuggy refunds, then marks the event processed. The first delivery
// crashes once the provider has refunded and before its answer arrives;
// each redelivery refunds again. Refund hands the provider a key derived
// from the event: the provider answers the redeliveries with the first
// refund. idemlint reports RefundBuggy only: a fact on do says which
// parameter is the method, and the call given POST is the effect.
func TestClientHelperEffect(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Example("consumers/asynq", "RefundBuggy.ProcessTask"), harness.Example("consumers/asynq", "Refund.ProcessTask"))
	task := func(ev orders.Event) *asynq.Task {
		payload, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		return asynq.NewTask("order:refund", payload)
	}

	t.Run("buggy", func(t *testing.T) {
		s := newShop(t)
		h := &refunds.RefundBuggy{DB: s.consumer.DB, PSP: &psp.Client{BaseURL: s.provider.URL, HTTP: http.DefaultClient}}
		for i := range buggyRounds {
			ev, _ := s.order(i)
			redeliverAfterCrash(t, s.crashAfterEffect, func(ctx context.Context) error { return h.ProcessTask(ctx, task(ev)) })
			if n := s.provider.Count("refund", "pi_"+ev.OrderID); n < 2 {
				t.Fatalf("round %d: %d refunds after a crash and two redeliveries, want 2 or more (the duplicates)", i, n)
			}
		}
		t.Logf("%d of %d rounds: a crash after the refund and two redeliveries refunded more than once", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := newShop(t)
		h := &refunds.Refund{DB: s.consumer.DB, PSP: &psp.Client{BaseURL: s.provider.URL, HTTP: http.DefaultClient}}
		for i := range rounds {
			ev, _ := s.order(i)
			redeliverAfterCrash(t, s.crashAfterEffect, func(ctx context.Context) error { return h.ProcessTask(ctx, task(ev)) })
			if n := s.provider.Count("refund", "pi_"+ev.OrderID); n != 1 {
				t.Fatalf("round %d: %d refunds, want 1", i, n)
			}
		}
		t.Logf("%d of %d rounds: one refund after a crash after the refund and two redeliveries", rounds, rounds)
	})
}
