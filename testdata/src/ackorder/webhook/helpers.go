package webhook

import (
	"encoding/json"
	"log"
	"net/http"

	amqp "github.com/rabbitmq/amqp091-go"

	"ackorder/webhook/httpx"
)

// respond is the package's own answer helper: the status is its caller's.
func respond(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// Bad: the helper answers 200 before the event is published.
func (h *H) HelperFirst(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		respond(w, http.StatusBadRequest, nil)
		return
	}
	respond(w, http.StatusOK, map[string]bool{"received": true}) // want `respond answers the webhook with a success before h.ch.Publish at line 28`
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
	}
}

// Bad: a helper of another package answers 200 after the publish failed.
func (h *H) HelperAfterFailure(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		httpx.JSON(w, http.StatusBadRequest, nil)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
	}
	httpx.JSON(w, http.StatusAccepted, nil) // want `httpx.JSON answers the webhook with a success after h.ch.Publish at line 40 failed`
}

// Good: a failed publish is answered 503 by a helper, and the sender
// retries; the success goes out after the publish.
func (h *H) HelperAfterWork(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		httpx.JSON(w, http.StatusBadRequest, nil)
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		httpx.Unavailable(w, err)
		return
	}
	respond(w, http.StatusOK, nil)
}

// Good: a helper whose answer depends on the error it is given is no
// known answer.
func (h *H) HelperEither(w http.ResponseWriter, r *http.Request) {
	ev, err := h.event(r)
	if err != nil {
		httpx.JSON(w, http.StatusBadRequest, nil)
		return
	}
	err = h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)})
	httpx.Either(w, err)
}
