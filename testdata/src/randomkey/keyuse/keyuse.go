// Package keyuse takes idempotency keys from a key helper of another
// package: a random value in what the helper hashes makes the key random.
package keyuse

import (
	"time"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"

	"example.com/keyhelper"
)

// Bad: the hashed map holds the time of the attempt.
func ChargeNow(orderID string) error {
	p := &stripe.ChargeParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey(keyhelper.Hash(map[string]any{"order": orderID, "at": time.Now()})) // want `p.SetIdempotencyKey takes a key from time.Now at line 17`
	_, err := charge.New(p)
	return err
}

type attempt struct {
	Order string
	At    time.Time
}

// Bad: the same, through a struct and a second helper.
func ChargeStruct(orderID string) error {
	p := &stripe.ChargeParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey(keyhelper.Prefixed("charge", attempt{Order: orderID, At: time.Now()})) // want `p.SetIdempotencyKey takes a key from time.Now at line 30`
	_, err := charge.New(p)
	return err
}

// Good: the hashed map holds the order alone.
func ChargeStable(orderID string) error {
	p := &stripe.ChargeParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey(keyhelper.Hash(map[string]any{"order": orderID}))
	_, err := charge.New(p)
	return err
}
