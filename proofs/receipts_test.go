package proofs

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/hibiken/asynq"

	confirm "github.com/idemlint/idemlint/examples/consumers/asynq"
	"github.com/idemlint/idemlint/examples/consumers/sqs"
	"github.com/idemlint/idemlint/examples/mailer"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/harness"
)

// shop is the example service's database and email provider, as the
// receipt and confirmation handlers use them.
type shop struct {
	schema   *harness.Schema
	hooks    *harness.Hooks
	provider *harness.Provider
	consumer *sqs.Consumer
}

func newShop(t *testing.T) *shop {
	s := &shop{schema: harness.NewSchema(t, ordersDDL), hooks: &harness.Hooks{}, provider: harness.NewProvider(t)}
	db := s.schema.DB(s.hooks)
	s.consumer = &sqs.Consumer{
		DB:     db,
		Store:  &orders.Store{DB: db},
		Mailer: &mailer.Mailer{SES: s.provider.SES(), From: "shop@example.com"},
	}
	return s
}

// order inserts order n and returns the event that it was paid; its
// customer's address is unique to it, so the provider's count of emails to
// that address is the count for this event.
func (s *shop) order(n int) (orders.Event, string) {
	id := fmt.Sprintf("o-%d", n)
	email := fmt.Sprintf("customer-%d@example.com", n)
	s.schema.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', $2, 1250, 'eur', 'paid')`, id, email)
	return orders.Event{ID: fmt.Sprintf("evt-%d", n), OrderID: id, Type: "paid"}, email
}

// crashAfterEffect makes the caller of the provider's next effect (an
// email, a refund) crash once the provider has made it: cancel is the
// delivery's context.
func (s *shop) crashAfterEffect(cancel context.CancelFunc) {
	var once atomic.Bool
	s.provider.OnEffect = func(harness.Effect) bool {
		if once.CompareAndSwap(false, true) {
			cancel()
			return true
		}
		return false
	}
}

// redeliverAfterCrash delivers a message, crashing the first delivery
// where crash says, then delivers it twice more, as a broker does when a
// consumer dies before acking and an ack is lost.
func redeliverAfterCrash(t *testing.T, crash func(context.CancelFunc), deliver func(context.Context) error) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	crash(cancel)
	if err := deliver(ctx); err == nil {
		t.Fatalf("the first delivery did not crash")
	}
	for n := 2; n <= 3; n++ {
		if err := deliver(t.Context()); err != nil {
			t.Fatalf("delivery %d: %v", n, err)
		}
	}
}

// TestMarkAfterEffect: sqs.Consumer.SendReceiptBuggy sends the receipt,
// then marks the event processed. The first delivery crashes once the
// provider has sent the email and before the mark; the redelivery finds
// no mark and sends it again (a third delivery finds the mark). SendReceipt
// claims first: after the same crash the redeliveries lose the claim and
// send nothing.
func TestMarkAfterEffect(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Example("consumers/sqs", "Consumer.SendReceiptBuggy"), harness.Example("consumers/sqs", "Consumer.SendReceipt"))

	t.Run("buggy", func(t *testing.T) {
		s := newShop(t)
		for i := range buggyRounds {
			ev, email := s.order(i)
			redeliverAfterCrash(t, s.crashAfterEffect, func(ctx context.Context) error { return s.consumer.SendReceiptBuggy(ctx, ev) })
			if n := s.provider.Count("email", email); n != 2 {
				t.Fatalf("round %d: %d receipts sent, want 2 (the duplicate)", i, n)
			}
		}
		t.Logf("%d of %d rounds: a crash after the email and two redeliveries sent two receipts", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := newShop(t)
		for i := range rounds {
			ev, email := s.order(i)
			redeliverAfterCrash(t, s.crashAfterEffect, func(ctx context.Context) error { return s.consumer.SendReceipt(ctx, ev) })
			if n := s.provider.Count("email", email); n != 1 {
				t.Fatalf("round %d: %d receipts sent, want 1", i, n)
			}
		}
		t.Logf("%d of %d rounds: one receipt after a crash after the email and two redeliveries", rounds, rounds)
	})

	t.Run("correct, crash after the claim", func(t *testing.T) {
		s := newShop(t)
		for i := range rounds {
			ev, email := s.order(i)
			crashAfterClaim := func(cancel context.CancelFunc) {
				s.hooks.Reset()
				s.hooks.After(`INSERT INTO processed_events`, func(context.Context) { cancel() })
			}
			redeliverAfterCrash(t, crashAfterClaim, func(ctx context.Context) error {
				err := s.consumer.SendReceipt(ctx, ev)
				s.hooks.Reset()
				return err
			})
			if n := s.provider.Count("email", email); n != 0 {
				t.Fatalf("round %d: %d receipts sent, want 0", i, n)
			}
		}
		t.Logf("%d of %d rounds: a crash after the claim loses the receipt (at most once), never sends two", rounds, rounds)
	})
}

// TestCheckThenActReceipt: the same two handlers under two concurrent
// deliveries. Both deliveries of SendReceiptBuggy are held after
// repo.AlreadyProcessed until both have checked: both send. Both of
// SendReceipt's claims are held before they are sent: one wins and sends.
func TestCheckThenActReceipt(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("consumers/sqs", "Consumer.SendReceiptBuggy"), harness.Example("consumers/sqs", "Consumer.SendReceipt"))

	t.Run("buggy", func(t *testing.T) {
		s := newShop(t)
		for i := range buggyRounds {
			ev, email := s.order(i)
			errs := race(t, s.hooks, false, `FROM processed_events`, func() error { return s.consumer.SendReceiptBuggy(t.Context(), ev) })
			if n := s.provider.Count("email", email); n != 2 {
				t.Fatalf("round %d: %d receipts sent, want 2 (the duplicate); errors %v", i, n, errs)
			}
		}
		t.Logf("%d of %d rounds: two receipts (and the second mark fails on the primary key)", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := newShop(t)
		for i := range rounds {
			ev, email := s.order(i)
			noErrors(t, race(t, s.hooks, true, `INSERT INTO processed_events`, func() error { return s.consumer.SendReceipt(t.Context(), ev) }))
			if n := s.provider.Count("email", email); n != 1 {
				t.Fatalf("round %d: %d receipts sent, want 1", i, n)
			}
		}
		t.Logf("%d of %d rounds: one receipt", rounds, rounds)
	})
}

// TestMarkAfterEffectAsynq: the asynq handler ConfirmBuggy emails, then
// claims without looking at the claim's result, so even a plain retry of
// the task (no crash, no race) emails twice; Confirm claims first and
// emails only if it won, under a crash after the email or two concurrent
// deliveries alike.
func TestMarkAfterEffectAsynq(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Example("consumers/asynq", "ConfirmBuggy.ProcessTask"), harness.Example("consumers/asynq", "Confirm.ProcessTask"))
	task := func(ev orders.Event) *asynq.Task {
		payload, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		return asynq.NewTask("order:confirm", payload)
	}

	t.Run("buggy", func(t *testing.T) {
		s := newShop(t)
		h := &confirm.ConfirmBuggy{DB: s.consumer.DB, Store: s.consumer.Store, Mailer: s.consumer.Mailer}
		for i := range buggyRounds {
			ev, email := s.order(i)
			for range 2 {
				if err := h.ProcessTask(t.Context(), task(ev)); err != nil {
					t.Fatal(err)
				}
			}
			if n := s.provider.Count("email", email); n != 2 {
				t.Fatalf("round %d: %d confirmations after a task and its retry, want 2 (the duplicate)", i, n)
			}
		}
		t.Logf("%d of %d rounds: a task and its retry sent two confirmations", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := newShop(t)
		h := &confirm.Confirm{DB: s.consumer.DB, Store: s.consumer.Store, Mailer: s.consumer.Mailer}
		for i := range rounds {
			ev, email := s.order(2 * i)
			redeliverAfterCrash(t, s.crashAfterEffect, func(ctx context.Context) error { return h.ProcessTask(ctx, task(ev)) })
			ev2, email2 := s.order(2*i + 1)
			noErrors(t, race(t, s.hooks, true, `INSERT INTO processed_events`, func() error { return h.ProcessTask(t.Context(), task(ev2)) }))
			if n, n2 := s.provider.Count("email", email), s.provider.Count("email", email2); n != 1 || n2 != 1 {
				t.Fatalf("round %d: %d confirmations after a crash and two retries, %d after two concurrent deliveries, want 1 and 1", i, n, n2)
			}
		}
		t.Logf("%d of %d rounds: one confirmation after a crash after the email, one after two concurrent deliveries", rounds, rounds)
	})
}
