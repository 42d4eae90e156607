// Package webhooks receives Stripe webhooks. Stripe retries a delivery
// until it gets a 2xx, so every handler here runs at least once per event.
package webhooks

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
	"github.com/stripe/stripe-go/v82/webhook"
)

// Handler verifies and handles Stripe events.
type Handler struct {
	Secret string
}

func (h *Handler) event(w http.ResponseWriter, r *http.Request) (stripe.Event, bool) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<16))
	if err != nil {
		http.Error(w, "read body", http.StatusBadRequest)
		return stripe.Event{}, false
	}
	ev, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), h.Secret)
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return stripe.Event{}, false
	}
	return ev, true
}

// fraudulentIntent returns the payment intent an early fraud warning is
// about: such payments are refunded before they turn into disputes.
func fraudulentIntent(ev stripe.Event) (string, bool) {
	if ev.Type != stripe.EventTypeRadarEarlyFraudWarningCreated {
		return "", false
	}
	var efw stripe.RadarEarlyFraudWarning
	if err := json.Unmarshal(ev.Data.Raw, &efw); err != nil || efw.PaymentIntent == nil {
		return "", false
	}
	return efw.PaymentIntent.ID, true
}

// RefundFraudulentBuggy refunds with neither a claim on the event nor an
// idempotency key: each retry of the webhook refunds again.
func (h *Handler) RefundFraudulentBuggy(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.event(w, r)
	if !ok {
		return
	}
	if pi, ok := fraudulentIntent(ev); ok {
		params := &stripe.RefundParams{PaymentIntent: stripe.String(pi)}
		params.Context = r.Context()
		if _, err := refund.New(params); err != nil { // idemlint: want effectbeforeclaim
			http.Error(w, "refund failed", http.StatusBadGateway)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
}

// RefundFraudulentFallbackBuggy reuses the key of the request that caused
// the event, and makes one up when there is none: retries of such events
// refund again.
func (h *Handler) RefundFraudulentFallbackBuggy(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.event(w, r)
	if !ok {
		return
	}
	if pi, ok := fraudulentIntent(ev); ok {
		key := ""
		if ev.Request != nil {
			key = ev.Request.IdempotencyKey
		}
		if key == "" {
			key = stripe.NewIdempotencyKey()
		}
		params := &stripe.RefundParams{PaymentIntent: stripe.String(pi)}
		params.Context = r.Context()
		params.SetIdempotencyKey(key)                 // idemlint: want randomkey
		if _, err := refund.New(params); err != nil { // idemlint: want effectbeforeclaim
			http.Error(w, "refund failed", http.StatusBadGateway)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
}

// RefundFraudulent keys the refund by the event, so Stripe answers a retry
// with the refund it already made.
func (h *Handler) RefundFraudulent(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.event(w, r)
	if !ok {
		return
	}
	if pi, ok := fraudulentIntent(ev); ok {
		params := &stripe.RefundParams{PaymentIntent: stripe.String(pi)}
		params.Context = r.Context()
		params.SetIdempotencyKey("refund-" + ev.ID)
		if _, err := refund.New(params); err != nil { // idemlint: ok
			http.Error(w, "refund failed", http.StatusBadGateway)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
}
