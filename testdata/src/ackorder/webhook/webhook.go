// Package webhook receives Stripe webhooks: the handler's success answer
// is its ACK (the sender retries only on a non-2xx answer), so it must
// come after the work it stands for is durable, and not after that work
// failed.
package webhook

import (
	"database/sql"
	"io"
	"log"
	"net/http"

	amqp "github.com/rabbitmq/amqp091-go"
	stripe "github.com/stripe/stripe-go/v82"
)

type H struct {
	db *sql.DB
	ch *amqp.Channel
}

func (h *H) event(r *http.Request) (stripe.Event, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return stripe.Event{}, err
	}
	return stripe.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
}

// Bad: the answer goes out, then the event is published.
func (h *H) AnswerFirst(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success before h.ch.Publish at line 38`
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
	}
}

// Bad: the publish failed, and the sender is told all is well.
func (h *H) AnswerAfterFailure(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
	}
	w.WriteHeader(http.StatusOK) // want `w.WriteHeader answers the webhook with a success after h.ch.Publish at line 50 failed`
}

// Good: a failed publish is answered with a 500, and the sender retries.
func (h *H) AnswerAfterWork(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// Bad: the body written answers 200 before the event is stored.
func (h *H) WriteFirst(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	w.Write([]byte("ok")) // want `w.Write answers the webhook with a success before h.db.Exec at line 78`
	h.db.Exec(`INSERT INTO events (id) VALUES ($1)`, ev.ID)
}

// Good: the raw event is stored durably first, then answered.
func (h *H) StoreThenAnswer(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if _, err := h.db.Exec(`INSERT INTO events (id) VALUES ($1) ON CONFLICT DO NOTHING`, ev.ID); err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Good: an ordinary endpoint (it verifies nothing) answers, then
// publishes: its caller is not a webhook sender that retries.
func (h *H) Form(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusAccepted)
	h.ch.Publish("", "forms", false, false, amqp.Publishing{Body: []byte(r.FormValue("id"))})
}
