// Package legacyids mints keys with the id libraries of older services:
// satori/go.uuid (NewV4 random, NewV1 time-based; NewV5 is name-based) and
// bwmarrin/snowflake (a node's next id, time plus a sequence).
package legacyids

import (
	"context"

	"github.com/bwmarrin/snowflake"
	uuid "github.com/satori/go.uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Bad: a random key on every attempt.
func Charge(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewV4().String()) // want `params.SetIdempotencyKey takes a key from uuid.NewV4`
	_, err := paymentintent.New(params)
	return err
}

// Bad: uuid.Must passes the random UUID through.
func ChargeMust(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.Must(uuid.NewV1(), nil).String()) // want `params.SetIdempotencyKey takes a key from uuid.NewV1`
	_, err := paymentintent.New(params)
	return err
}

// Bad: a snowflake is new on every call.
func ChargeSnowflake(ctx context.Context, node *snowflake.Node, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey("charge-" + node.Generate().String()) // want `params.SetIdempotencyKey takes a key from node.Generate`
	_, err := paymentintent.New(params)
	return err
}

// Good: the key is named after the order.
func ChargeOrder(ctx context.Context, orderID string) error {
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewV5(uuid.NamespaceOID, orderID).String())
	_, err := paymentintent.New(params)
	return err
}

// Good: a snowflake as the new row's id never reaches the key.
func ChargeWithRowID(ctx context.Context, node *snowflake.Node, orderID string) (int64, error) {
	id := node.Generate().Int64()
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey("charge-" + orderID)
	_, err := paymentintent.New(params)
	return id, err
}
