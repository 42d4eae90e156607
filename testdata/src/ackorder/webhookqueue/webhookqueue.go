// Package webhookqueue answers a verified webhook after handing its body
// to a queue of another package: the answer goes out while the worker may
// still fail.
package webhookqueue

import (
	"io"
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"

	"ackorder/webhookqueue/queue"
)

type H struct{ q *queue.Queue }

// Bad: the body is queued, and the sender told it was received.
func (h *H) Receive(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if _, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec"); err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	h.q.Push(body)
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success while h.q.Push at line 24 may still run in a goroutine`
}
