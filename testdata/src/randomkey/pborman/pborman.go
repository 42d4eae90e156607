// Package pborman mints idempotency keys with pborman/uuid, which Temporal
// and Cadence use: a random key per attempt is reported, a name-based one
// is not.
package pborman

import (
	"context"

	"github.com/pborman/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Bad: a new key on every attempt.
func Charge(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.New()) // want `params.SetIdempotencyKey takes a key from uuid.New`
	_, err := paymentintent.New(params)
	return err
}

// Bad: the random UUID's string.
func ChargeRandom(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewRandom().String()) // want `params.SetIdempotencyKey takes a key from uuid.NewRandom`
	_, err := paymentintent.New(params)
	return err
}

// Good: the key is named after the order.
func ChargeOrder(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewSHA1(uuid.NameSpace_OID, []byte(orderID)).String())
	_, err := paymentintent.New(params)
	return err
}
