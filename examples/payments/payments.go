// Package payments charges and refunds orders through Stripe.
package payments

import (
	"context"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"github.com/idemlint/idemlint/examples/orders"
)

// Charge creates and confirms a payment intent for o. key goes to Stripe
// as the Idempotency-Key, so a retried Charge with the same key is
// answered with the first result instead of charging again.
func Charge(ctx context.Context, o orders.Order, key string) (string, error) {
	params := &stripe.PaymentIntentParams{
		Amount:   stripe.Int64(o.AmountCents),
		Currency: stripe.String(o.Currency),
		Customer: stripe.String(o.CustomerID),
		Confirm:  stripe.Bool(true),
	}
	params.Context = ctx
	params.SetIdempotencyKey(key)
	pi, err := paymentintent.New(params)
	if err != nil {
		return "", err
	}
	return pi.ID, nil
}

// ChargeDailyBuggy buckets the key by day: a retry after midnight charges
// again.
func ChargeDailyBuggy(ctx context.Context, o orders.Order) (string, error) {
	return Charge(ctx, o, fmt.Sprintf("charge-%s-%s", o.ID, time.Now().Format(time.DateOnly))) // idemlint: want randomkey
}

// ChargeOrder derives the key from the order alone.
func ChargeOrder(ctx context.Context, o orders.Order) (string, error) {
	return Charge(ctx, o, "charge-"+o.ID) // idemlint: ok
}
