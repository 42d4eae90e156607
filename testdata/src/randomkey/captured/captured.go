// Package captured mints idempotency keys in a function and sets them
// inside a closure it runs: a retry's callback, a goroutine. The key is
// the same for the closure's retries, and new on every run of the
// function: a redelivery mints another.
package captured

import (
	"context"
	"net/http"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
)

// Bad: minted once per call, set in the retried closure.
func charge(ctx context.Context, orderID string) error {
	key := uuid.NewString()
	return retry.Do(func() error {
		p := &stripe.PaymentIntentParams{}
		p.SetIdempotencyKey(key) // want `p.SetIdempotencyKey takes a key from uuid.NewString at line 19`
		return nil
	})
}

// Bad: captured by reference (reassigned), set in a header.
func notify(client *http.Client, url, orderID string) error {
	key := ""
	key = "order-" + uuid.New().String()
	return retry.Do(func() error {
		req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(orderID))
		req.Header.Set("Idempotency-Key", key) // want `req.Header.Set Idempotency-Key takes a key from uuid.New at line 30`
		_, err := client.Do(req)
		return err
	})
}

// Good: the key is the order's, captured by the closure.
func chargeStable(ctx context.Context, orderID string) error {
	key := "charge-" + orderID
	return retry.Do(func() error {
		p := &stripe.PaymentIntentParams{}
		p.SetIdempotencyKey(key)
		return nil
	})
}

// Good: a random request id captured beside a stable key.
func chargeTraced(ctx context.Context, orderID string) error {
	traceID := uuid.NewString()
	return retry.Do(func() error {
		p := &stripe.PaymentIntentParams{}
		p.SetIdempotencyKey(orderID)
		p.AddMetadata("trace", traceID)
		return nil
	})
}
