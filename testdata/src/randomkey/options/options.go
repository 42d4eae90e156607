// Package options hands idempotency keys to a request through functional
// options: the key reaches the header inside the closure an option helper
// returns, so the key is the option helper's argument.
package options

import (
	"context"
	"net/http"

	"github.com/google/uuid"
)

type request struct {
	url     string
	headers map[string]string
}

// Option sets something of a request.
type Option func(*request)

// WithIdempotencyKey sets the request's idempotency key.
func WithIdempotencyKey(k string) Option {
	return func(r *request) { r.headers["Idempotency-Key"] = k }
}

// WithTrace sets a trace header: not a key.
func WithTrace(id string) Option {
	return func(r *request) { r.headers["X-Trace-Id"] = id }
}

func send(ctx context.Context, url string, opts ...Option) error {
	r := &request{url: url, headers: map[string]string{}}
	for _, o := range opts {
		o(r)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.url, nil)
	if err != nil {
		return err
	}
	for k, v := range r.headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Bad: a fresh key on every attempt.
func Notify(ctx context.Context) error {
	return send(ctx, "https://hooks.example.com", WithIdempotencyKey(uuid.New().String())) // want `WithIdempotencyKey takes a key from uuid.New at line 52`
}

// Good: the key is the event's.
func NotifyEvent(ctx context.Context, eventID string) error {
	return send(ctx, "https://hooks.example.com", WithIdempotencyKey("notify-"+eventID))
}

// Good: a random trace id is no key.
func NotifyTraced(ctx context.Context, eventID string) error {
	return send(ctx, "https://hooks.example.com", WithIdempotencyKey(eventID), WithTrace(uuid.New().String()))
}
