// Package stripe is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package stripe

import (
	"context"
	"encoding/json"
	"net/http"
)

// Backend sends API requests.
type Backend interface {
	Call(method, path, key string, params ParamsContainer, v any) error
}

// ParamsContainer is implemented by every *Params struct through Params.
type ParamsContainer interface {
	GetParams() *Params
}

// Params holds the properties common to every *Params struct.
type Params struct {
	Context        context.Context
	Headers        http.Header
	IdempotencyKey *string
	Metadata       map[string]string
	StripeAccount  *string
}

// GetParams returns p.
func (p *Params) GetParams() *Params { return p }

// SetIdempotencyKey sets the Idempotency-Key header.
func (p *Params) SetIdempotencyKey(val string) { p.IdempotencyKey = &val }

// AddMetadata adds a metadata pair.
func (p *Params) AddMetadata(key, value string) {
	if p.Metadata == nil {
		p.Metadata = map[string]string{}
	}
	p.Metadata[key] = value
}

// NewIdempotencyKey returns a fresh key made of the time and random bytes.
func NewIdempotencyKey() string { return "" }

// String returns a pointer to v.
func String[T ~string](v T) *string {
	s := string(v)
	return &s
}

// Int64 returns a pointer to v.
func Int64(v int64) *int64 { return &v }

// EventType is the type of an Event.
type EventType string

// EventData holds the object an Event is about.
type EventData struct {
	Raw json.RawMessage
}

// Event is a webhook event.
type Event struct {
	ID   string
	Type EventType
	Data *EventData
}

// ThinEvent is a v2 thin event.
type ThinEvent struct {
	ID   string
	Type string
}

type webhookConfig struct{}

// WebhookOption configures ConstructEvent and ValidatePayload.
type WebhookOption func(*webhookConfig)

// ConstructEvent verifies the signature header and decodes payload.
func ConstructEvent(payload []byte, header string, secret string, opts ...WebhookOption) (Event, error) {
	return Event{}, nil
}

// ValidatePayload verifies the signature header of payload.
func ValidatePayload(payload []byte, header string, secret string, opts ...WebhookOption) error {
	return nil
}
