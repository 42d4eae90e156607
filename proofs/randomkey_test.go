package proofs

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"

	enqueue "github.com/idemlint/idemlint/examples/consumers/asynq"
	natsconsumer "github.com/idemlint/idemlint/examples/consumers/nats"
	"github.com/idemlint/idemlint/examples/webhooks"
	"github.com/idemlint/idemlint/proofs/harness"
)

const webhookSecret = "whsec_proofs"

// fraudWebhook is Stripe's signed delivery of an early fraud warning on
// payment intent pi, as webhooks.Handler receives it. The event carries no
// request (Stripe creates such warnings itself), so it has no idempotency
// key of a request to reuse.
func fraudWebhook(t *testing.T, eventID, pi string) func() *http.Request {
	body := fmt.Appendf(nil, `{"id": %q, "object": "event", "api_version": %q, "type": "radar.early_fraud_warning.created",
		"data": {"object": {"id": "issfr_%s", "object": "radar.early_fraud_warning", "payment_intent": %q}}}`,
		eventID, stripe.APIVersion, eventID, pi)
	return func() *http.Request {
		signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: webhookSecret})
		r := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "/webhooks/stripe", bytes.NewReader(body))
		r.Header.Set("Stripe-Signature", signed.Header)
		return r
	}
}

// deliverWebhook delivers the way Stripe does: again until the answer is
// a 2xx (bounded here), and returns how many deliveries it took.
func deliverWebhook(t *testing.T, handler http.HandlerFunc, req func() *http.Request) int {
	t.Helper()
	for n := 1; n <= 10; n++ {
		w := httptest.NewRecorder()
		handler(w, req())
		if w.Code/100 == 2 {
			return n
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the webhook handler never answered 2xx")
	return 0
}

// refundProof delivers each of rounds fraud warnings twice (Stripe's retry
// after a lost 2xx), the two deliveries at once when concurrent, and
// returns the provider's refunds per payment intent.
func refundProof(t *testing.T, handler func(*webhooks.Handler) http.HandlerFunc, n int, concurrent bool) []int {
	p := harness.NewProvider(t)
	p.UseStripe(t)
	h := handler(&webhooks.Handler{Secret: webhookSecret})
	counts := make([]int, n)
	for i := range n {
		pi := fmt.Sprintf("pi_%d_%s", i, harness.Token())
		req := fraudWebhook(t, fmt.Sprintf("evt_%d", i), pi)
		if concurrent {
			harness.Concurrently(2, func(int) error { deliverWebhook(t, h, req); return nil })
		} else {
			deliverWebhook(t, h, req)
			deliverWebhook(t, h, req)
		}
		counts[i] = p.Count("refund", pi)
		if counts[i] > 1 && len(p.Keys("refund", pi)) < 2 {
			t.Fatalf("the provider refunded twice on one key")
		}
	}
	return counts
}

func all(counts []int, want int) bool {
	for _, c := range counts {
		if c != want {
			return false
		}
	}
	return true
}

// TestRandomIdempotencyKey: webhooks.Handler.RefundFraudulentFallbackBuggy
// makes the refund's Idempotency-Key up with stripe.NewIdempotencyKey when
// the event has no request: each delivery of the webhook sends a new key
// and the provider refunds each. RefundFraudulent keys the refund by the
// event: the retry is answered with the first refund.
func TestRandomIdempotencyKey(t *testing.T) {
	harness.Static(t, "randomkey", harness.Example("webhooks", "Handler.RefundFraudulentFallbackBuggy"), harness.Example("webhooks", "Handler.RefundFraudulent"))
	if c := refundProof(t, func(h *webhooks.Handler) http.HandlerFunc { return h.RefundFraudulentFallbackBuggy }, buggyRounds, false); !all(c, 2) {
		t.Fatalf("buggy: refunds per webhook delivered twice %v, want 2 each (the duplicate)", c)
	}
	t.Logf("buggy: %d of %d webhooks delivered twice refunded twice, on two keys", buggyRounds, buggyRounds)
	if c := refundProof(t, func(h *webhooks.Handler) http.HandlerFunc { return h.RefundFraudulent }, rounds, false); !all(c, 1) {
		t.Fatalf("correct: refunds per webhook delivered twice %v, want 1 each", c)
	}
	if c := refundProof(t, func(h *webhooks.Handler) http.HandlerFunc { return h.RefundFraudulent }, rounds, true); !all(c, 1) {
		t.Fatalf("correct: refunds per webhook delivered twice at once %v, want 1 each", c)
	}
	t.Logf("correct: %d of %d webhooks delivered twice, and %d of %d delivered twice at once, refunded once", rounds, rounds, rounds, rounds)
}

// TestNoClaim: RefundFraudulentBuggy refunds with neither a claim nor a key
// of its own (stripe-go then sends a random one): every delivery refunds.
func TestNoClaim(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Example("webhooks", "Handler.RefundFraudulentBuggy"), harness.Example("webhooks", "Handler.RefundFraudulent"))
	if c := refundProof(t, func(h *webhooks.Handler) http.HandlerFunc { return h.RefundFraudulentBuggy }, buggyRounds, false); !all(c, 2) {
		t.Fatalf("buggy: refunds per webhook delivered twice %v, want 2 each (the duplicate)", c)
	}
	if c := refundProof(t, func(h *webhooks.Handler) http.HandlerFunc { return h.RefundFraudulentBuggy }, buggyRounds, true); !all(c, 2) {
		t.Fatalf("buggy: refunds per webhook delivered twice at once %v, want 2 each (the duplicate)", c)
	}
	t.Logf("buggy: %d of %d webhooks delivered twice, one after the other or at once, refunded twice; the correct handler is TestRandomIdempotencyKey's", buggyRounds, buggyRounds)
}

// TestRandomNatsMsgID: natsconsumer.Consumer.PublishReadyBuggy makes the
// Nats-Msg-Id up when the header has none: JetStream's duplicate window
// sees two ids and stores both publishes. PublishReady derives the id from
// the order: JetStream stores one, however the two publishes overlap.
func TestRandomNatsMsgID(t *testing.T) {
	harness.Static(t, "randomkey", harness.Example("consumers/nats", "Consumer.PublishReadyBuggy"), harness.Example("consumers/nats", "Consumer.PublishReady"))
	_, js, stream := harness.JetStream(t, jetstream.StreamConfig{Subjects: []string{"orders.ready"}, Duplicates: time.Minute})
	c := &natsconsumer.Consumer{JS: js}
	stored := func() uint64 {
		info, err := stream.Info(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return info.State.Msgs
	}
	for i := range buggyRounds {
		before := stored()
		order := fmt.Sprintf("o-%d-%s", i, harness.Token())
		for range 2 {
			if err := c.PublishReadyBuggy(t.Context(), order, nats.Header{}); err != nil {
				t.Fatal(err)
			}
		}
		if n := stored() - before; n != 2 {
			t.Fatalf("buggy round %d: JetStream stored %d messages for one order published twice, want 2 (the duplicate)", i, n)
		}
	}
	for i := range rounds {
		before := stored()
		order := fmt.Sprintf("o-%d-%s", i, harness.Token())
		noErrors(t, harness.Concurrently(2, func(int) error { return c.PublishReady(t.Context(), order) }))
		if n := stored() - before; n != 1 {
			t.Fatalf("correct round %d: JetStream stored %d messages for one order published twice, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d orders published twice stored twice; correct: %d of %d published twice at once stored once", buggyRounds, buggyRounds, rounds, rounds)
}

// TestRandomAsynqTaskID: asynq's EnqueueShipBuggy gives each enqueue a new
// TaskID, so asynq on the real Redis accepts both enqueues of one order;
// EnqueueShip's TaskID is the order's, and asynq refuses the second with
// ErrTaskIDConflict, which EnqueueShip takes as done.
func TestRandomAsynqTaskID(t *testing.T) {
	harness.Static(t, "randomkey", harness.Example("consumers/asynq", "EnqueueShipBuggy"), harness.Example("consumers/asynq", "EnqueueShip"))
	harness.Require(t, harness.Redis)
	client := asynq.NewClient(harness.AsynqRedis)
	t.Cleanup(func() { client.Close() })
	inspector := asynq.NewInspector(harness.AsynqRedis)
	t.Cleanup(func() { inspector.Close() })
	run := harness.Token()
	// tasks lists this run's order:ship tasks for order and deletes them
	// when the test ends.
	tasks := func(order string) int {
		var n int
		for page := 1; ; page++ {
			list, err := inspector.ListPendingTasks("default", asynq.Page(page), asynq.PageSize(500))
			if err != nil {
				t.Fatalf("asynq: %v", err)
			}
			for _, ti := range list {
				if ti.Type == "order:ship" && string(ti.Payload) == order {
					n++
					t.Cleanup(func() { _ = inspector.DeleteTask("default", ti.ID) })
				}
			}
			if len(list) < 500 {
				return n
			}
		}
	}
	for i := range buggyRounds {
		order := fmt.Sprintf("buggy-%d-%s", i, run)
		for range 2 {
			if err := enqueue.EnqueueShipBuggy(t.Context(), client, order); err != nil {
				t.Fatal(err)
			}
		}
		if n := tasks(order); n != 2 {
			t.Fatalf("buggy round %d: %d ship tasks for one order enqueued twice, want 2 (the duplicate)", i, n)
		}
	}
	conflicts := 0
	for i := range rounds {
		order := fmt.Sprintf("correct-%d-%s", i, run)
		noErrors(t, harness.Concurrently(2, func(int) error { return enqueue.EnqueueShip(t.Context(), client, order) }))
		if n := tasks(order); n != 1 {
			t.Fatalf("correct round %d: %d ship tasks for one order enqueued twice, want 1", i, n)
		}
		// The same enqueue made directly shows the error EnqueueShip absorbs.
		if _, err := client.EnqueueContext(t.Context(), asynq.NewTask("order:ship", []byte(order)), asynq.TaskID("ship:"+order)); errors.Is(err, asynq.ErrTaskIDConflict) {
			conflicts++
		}
	}
	if conflicts != rounds {
		t.Fatalf("a third enqueue with the order's TaskID met ErrTaskIDConflict in %d of %d rounds", conflicts, rounds)
	}
	t.Logf("buggy: %d of %d orders enqueued twice made two tasks; correct: %d of %d enqueued twice at once made one (a further enqueue: ErrTaskIDConflict)", buggyRounds, buggyRounds, rounds, rounds)
}
