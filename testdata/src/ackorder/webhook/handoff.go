package webhook

import (
	"io"
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Q hands verified events to a worker goroutine that drains its channel.
type Q struct {
	events chan stripe.Event
	jobs   chan job
	raw    chan []byte
}

type job struct {
	ev   stripe.Event
	done chan error
}

// Bad: the event is handed to the worker, and the sender is told it was
// received before the worker did anything with it.
func (q *Q) HandOff(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "read", http.StatusBadRequest)
		return
	}
	ev, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	q.events <- ev
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success while .* may still run`
}

// Bad: the answer goes out first, then the event is handed off.
func (q *Q) AnswerThenHandOff(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success before`
	q.events <- ev
}

// Bad: a helper of the package does the send.
func (q *Q) ViaHelper(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	q.enqueue(ev)
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success while .* may still run`
}

func (q *Q) enqueue(ev stripe.Event) { q.events <- ev }

// Good: the worker reports back, and the answer waits for it.
func (q *Q) Waits(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	done := make(chan error, 1)
	q.jobs <- job{ev: ev, done: done}
	if err := <-done; err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// Good: not a webhook (it verifies nothing): an endpoint that accepts
// work for later answers 202.
func (q *Q) Accept(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	q.raw <- body
	w.WriteHeader(http.StatusAccepted)
}

// Good: the raw event is stored durably first; the worker that takes it
// over can start again from the table.
func (q *Q) StoreThenHandOff(w http.ResponseWriter, r *http.Request, h *H) {
	body, _ := io.ReadAll(r.Body)
	ev, err := stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if _, err := h.db.Exec(`INSERT INTO inbox (id, body) VALUES ($1, $2) ON CONFLICT DO NOTHING`, ev.ID, body); err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	q.events <- ev
	w.WriteHeader(http.StatusOK)
}
