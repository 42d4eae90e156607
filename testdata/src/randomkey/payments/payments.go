// Package payments charges through stripe with keys its callers give.
package payments

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Service charges customers.
type Service struct{ currency string }

// ChargeOpts is the program's own options: ID becomes the idempotency key.
type ChargeOpts struct {
	ID       string
	Customer string
	Amount   int64
}

// Charge charges o.Amount with o.ID as the idempotency key.
func (s *Service) Charge(ctx context.Context, o ChargeOpts) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(o.Amount), Currency: stripe.String(s.currency), Customer: stripe.String(o.Customer)}
	params.IdempotencyKey = stripe.String(o.ID)
	_, err := paymentintent.New(params)
	return err
}

// ChargeKey charges amount under key.
func ChargeKey(ctx context.Context, key string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(key)
	_, err := paymentintent.New(params)
	return err
}
