package webhook

import (
	"log"
	"net/http"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Bad: the publish failed, and the handler returns without answering:
// net/http answers 200.
func (h *H) SilentFailure(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
		return // want `SilentFailure returns without an answer after h.ch.Publish at line 18 failed: net/http answers 200`
	}
	w.WriteHeader(http.StatusOK)
}

// Bad: the failure is logged, and the handler ends without a word.
func (h *H) SilentEnd(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if _, err := h.db.Exec(`INSERT INTO events (id) VALUES ($1)`, ev.ID); err != nil {
		log.Print(err)
	}
} // want `SilentEnd returns without an answer after h.db.Exec at line 32 failed`

// Good: the failure is answered by a helper the ResponseWriter is handed
// to.
func (h *H) HelperAnswers(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		writeFailure(w, err)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// writeFailure answers 500 with the error, or 503 when it is temporary.
func writeFailure(w http.ResponseWriter, err error) {
	if t, ok := err.(interface{ Temporary() bool }); ok && t.Temporary() {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusInternalServerError)
}
