package proofs

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// TestWebhookHandOff: a webhook receiver hands each verified event to a
// worker that stores it, and the first event's work fails after the
// hand-off (the worker dies before its commit). WebhookQueue.ReceiveBuggy has already answered 200, so the
// sender never retries and the event is lost. WebhookQueue.Receive waits
// for the worker and answers 500; the sender retries and the event is
// stored.
func TestWebhookHandOff(t *testing.T) {
	harness.Static(t, "ackorder", harness.Handler("WebhookQueue.ReceiveBuggy"), harness.Handler("WebhookQueue.Receive"))
	secret := []byte("whsec_proofs")
	event := []byte(`{"id":"evt_1","type":"order.paid"}`)
	mac := hmac.New(sha256.New, secret)
	mac.Write(event)
	sig := hex.EncodeToString(mac.Sum(nil))
	run := func(t *testing.T, receive func(*handlers.WebhookQueue) http.HandlerFunc) (stored, attempts int) {
		s := harness.NewSchema(t, `CREATE TABLE events (body text NOT NULL)`)
		q := &handlers.WebhookQueue{Secret: secret, Jobs: make(chan handlers.WebhookJob)}
		toStore := make(chan handlers.WebhookJob)
		defer close(q.Jobs)
		var failed atomic.Bool
		// The first job's work fails (the worker dies before its commit);
		// the others reach the worker that stores them.
		go func() {
			defer close(toStore)
			for j := range q.Jobs {
				if failed.CompareAndSwap(false, true) {
					if j.Done != nil {
						j.Done <- errors.New("the worker died before its commit")
					}
					continue
				}
				toStore <- j
			}
		}()
		go handlers.WebhookWorker(t.Context(), s.DB(nil), toStore)
		srv := httptest.NewServer(receive(q))
		defer srv.Close()
		// The sender retries until it gets a 2xx, three times at most.
		for attempts = 1; attempts <= 3; attempts++ {
			req, _ := http.NewRequest(http.MethodPost, srv.URL, bytes.NewReader(event))
			req.Header.Set("X-Signature", sig)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode/100 == 2 {
				break
			}
		}
		deadline := time.Now().Add(5 * time.Second)
		for !failed.Load() && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		time.Sleep(100 * time.Millisecond) // the worker has tried, and failed, the first time
		return s.Int(`SELECT count(*) FROM events`), attempts
	}
	const rounds = 5
	for i := range rounds {
		if n, a := run(t, func(q *handlers.WebhookQueue) http.HandlerFunc { return q.ReceiveBuggy }); n != 0 || a != 1 {
			t.Fatalf("buggy round %d: %d events stored after %d deliveries, want 0 after 1 (answered 200, then lost)", i, n, a)
		}
		if n, a := run(t, func(q *handlers.WebhookQueue) http.HandlerFunc { return q.Receive }); n != 1 || a != 2 {
			t.Fatalf("correct round %d: %d events stored after %d deliveries, want 1 after 2 (500, retried, stored)", i, n, a)
		}
	}
	t.Logf("buggy: %d of %d rounds, answered 200 and lost the event; correct: %d of %d rounds, answered 500, retried and stored", rounds, rounds, rounds, rounds)
}
