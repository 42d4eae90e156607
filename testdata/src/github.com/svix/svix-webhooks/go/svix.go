// Package svix is an idemlint test stub of github.com/svix/svix-webhooks/go@v1.44.0: only the declarations the tests use, with the real names, receivers and parameter names.
package svix

import (
	"context"
	"net/http"
)

// SvixOptions configures a client.
type SvixOptions struct{ Debug bool }

// Svix holds the resources.
type Svix struct {
	Message *Message
}

// New returns a client.
func New(token string, options *SvixOptions) *Svix { return &Svix{Message: &Message{}} }

// String returns a pointer to s.
func String(s string) *string { return &s }

// MessageIn is a message to send (an alias of the generated type in the real library).
type MessageIn struct {
	EventType string
	Payload   map[string]any
}

// MessageOut is the created message.
type MessageOut struct{ Id string }

// PostOptions carries the idempotency key.
type PostOptions struct {
	IdempotencyKey *string
}

// Message creates messages.
type Message struct{}

func (m *Message) Create(ctx context.Context, appId string, messageIn *MessageIn) (*MessageOut, error) {
	return nil, nil
}

func (m *Message) CreateWithOptions(ctx context.Context, appId string, messageIn *MessageIn, options *PostOptions) (*MessageOut, error) {
	return nil, nil
}

// Webhook verifies received webhooks.
type Webhook struct{}

// NewWebhook returns a verifier.
func NewWebhook(secret string) (*Webhook, error) { return &Webhook{}, nil }

func (wh *Webhook) Verify(payload []byte, headers http.Header) error { return nil }

func (wh *Webhook) VerifyIgnoringTimestamp(payload []byte, headers http.Header) error { return nil }
