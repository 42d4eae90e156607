package harness

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/stripe/stripe-go/v82"
)

// Effect is one irreversible thing the provider did: a refund of a payment
// intent, an email to an address.
type Effect struct {
	Kind    string // "refund", "email"
	Subject string // the payment intent, the recipient
	Key     string // the Idempotency-Key it came with, if any
}

// Provider stands in, on 127.0.0.1, for Stripe (refunds) and Amazon SES
// (email). It counts what it did. Stripe requests are deduplicated by their
// Idempotency-Key as Stripe documents it: the first request's status and
// body are saved and a later request with the same key gets them again
// (Idempotent-Replayed: true) without a second refund; a key reused with
// other parameters is a 400 idempotency_error, and one whose first request
// is still being processed a 409. SES has no idempotency key: every call
// sends.
type Provider struct {
	URL string
	// OnEffect, when set, runs after an effect is done and before the
	// response is written; returning true makes the caller crash there:
	// the response is never delivered, as if the process had died once
	// the provider had acted.
	OnEffect func(Effect) bool

	mu      sync.Mutex
	effects []Effect
	keys    map[string]*saved
}

type saved struct {
	params string
	done   chan struct{}
	status int
	body   []byte
}

// NewProvider starts a provider for the test.
func NewProvider(t testing.TB) *Provider {
	p := &Provider{keys: map[string]*saved{}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/refunds", p.refund)
	mux.HandleFunc("POST /v2/email/outbound-emails", p.email)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	p.URL = srv.URL
	return p
}

// Count is how many effects of kind on subject the provider did.
func (p *Provider) Count(kind, subject string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, e := range p.effects {
		if e.Kind == kind && e.Subject == subject {
			n++
		}
	}
	return n
}

// Keys are the distinct Idempotency-Keys the effects of kind on subject came with.
func (p *Provider) Keys(kind, subject string) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	seen := map[string]bool{}
	var keys []string
	for _, e := range p.effects {
		if e.Kind == kind && e.Subject == subject && !seen[e.Key] {
			seen[e.Key] = true
			keys = append(keys, e.Key)
		}
	}
	return keys
}

// record counts e and reports whether the caller is to crash after it.
func (p *Provider) record(e Effect) bool {
	p.mu.Lock()
	p.effects = append(p.effects, e)
	hook := p.OnEffect
	p.mu.Unlock()
	return hook != nil && hook(e)
}

// respond writes body, or cuts the connection without a response when the
// caller crashed.
func respond(w http.ResponseWriter, crash bool, status int, body []byte) {
	if crash {
		panic(http.ErrAbortHandler)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	b, _ := json.Marshal(body)
	respond(w, false, status, b)
}

func (p *Provider) refund(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeJSON(w, http.StatusBadRequest, stripeError("invalid_request_error", err.Error()))
		return
	}
	key := r.Header.Get("Idempotency-Key")
	var s *saved
	if key != "" {
		params := r.URL.Path + "?" + r.PostForm.Encode()
		p.mu.Lock()
		first, seen := p.keys[key]
		if !seen {
			s = &saved{params: params, done: make(chan struct{})}
			p.keys[key] = s
		}
		p.mu.Unlock()
		if seen {
			p.replay(w, first, params)
			return
		}
	}
	pi := r.PostForm.Get("payment_intent")
	p.mu.Lock()
	id := fmt.Sprintf("re_%d", len(p.effects)+1)
	p.mu.Unlock()
	crash := p.record(Effect{Kind: "refund", Subject: pi, Key: key})
	body, _ := json.Marshal(map[string]any{"id": id, "object": "refund", "payment_intent": pi, "status": "succeeded"})
	if s != nil {
		s.status, s.body = http.StatusOK, body
		close(s.done)
	}
	respond(w, crash, http.StatusOK, body)
}

// replay answers a request whose key was seen, as Stripe does.
func (p *Provider) replay(w http.ResponseWriter, s *saved, params string) {
	if s.params != params {
		writeJSON(w, http.StatusBadRequest, stripeError("idempotency_error",
			"Keys for idempotent requests can only be used with the same parameters they were first used with."))
		return
	}
	select {
	case <-s.done:
	default:
		writeJSON(w, http.StatusConflict, stripeError("idempotency_error",
			"There is currently another in-progress request using this Idempotent Key."))
		return
	}
	w.Header().Set("Idempotent-Replayed", "true")
	respond(w, false, s.status, s.body)
}

func stripeError(typ, msg string) map[string]any {
	return map[string]any{"error": map[string]string{"type": typ, "message": msg}}
}

func (p *Provider) email(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Destination struct{ ToAddresses []string }
	}
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &in); err != nil || len(in.Destination.ToAddresses) == 0 {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": "no destination"})
		return
	}
	p.mu.Lock()
	id := fmt.Sprintf("msg-%d", len(p.effects)+1)
	p.mu.Unlock()
	crash := p.record(Effect{Kind: "email", Subject: in.Destination.ToAddresses[0]})
	out, _ := json.Marshal(map[string]string{"MessageId": id})
	respond(w, crash, http.StatusOK, out)
}

// UseStripe points stripe-go's API backend at the provider, without
// retries, for the rest of the test.
func (p *Provider) UseStripe(t testing.TB) {
	prevKey, prev := stripe.Key, stripe.GetBackend(stripe.APIBackend)
	stripe.Key = "sk_test_proofs"
	stripe.SetBackend(stripe.APIBackend, stripe.GetBackendWithConfig(stripe.APIBackend, &stripe.BackendConfig{
		URL:               stripe.String(p.URL),
		MaxNetworkRetries: stripe.Int64(0),
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelNull},
	}))
	t.Cleanup(func() {
		stripe.Key = prevKey
		stripe.SetBackend(stripe.APIBackend, prev)
	})
}

// SES is an Amazon SES v2 client that sends to the provider, without retries.
func (p *Provider) SES() *sesv2.Client {
	return sesv2.New(sesv2.Options{
		Region:       "us-east-1",
		BaseEndpoint: aws.String(p.URL),
		Credentials: aws.CredentialsProviderFunc(func(ctx context.Context) (aws.Credentials, error) {
			return aws.Credentials{AccessKeyID: "proofs", SecretAccessKey: "proofs"}, nil
		}),
		Retryer: aws.NopRetryer{},
	})
}
