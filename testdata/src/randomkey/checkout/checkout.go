// Package checkout charges through package payments, whose method copies
// the key field of the program's own options into stripe's params: a key
// minted here is reported here, at the call, and not inside Charge.
package checkout

import (
	"context"

	"github.com/google/uuid"

	"randomkey/payments"
)

// Bad: a fresh key in the options on every attempt.
func Fresh(ctx context.Context, svc *payments.Service, customer string) error {
	return svc.Charge(ctx, payments.ChargeOpts{ID: uuid.NewString(), Customer: customer, Amount: 100}) // want `svc.Charge takes a key from uuid.NewString at line 16`
}

// Bad: the same, the field set before the call.
func FreshSet(ctx context.Context, svc *payments.Service, customer string) error {
	o := payments.ChargeOpts{Customer: customer, Amount: 100}
	o.ID = uuid.NewString()
	return svc.Charge(ctx, o) // want `svc.Charge takes a key from uuid.NewString at line 22`
}

// Good: the key is the order's; a random customer reference is no key.
func Order(ctx context.Context, svc *payments.Service, orderID string) error {
	return svc.Charge(ctx, payments.ChargeOpts{ID: "order-" + orderID, Customer: uuid.NewString(), Amount: 100})
}

// Bad: a key parameter copied into stripe's params inside ChargeKey.
func FreshKey(ctx context.Context) error {
	return payments.ChargeKey(ctx, uuid.NewString(), 100) // want `payments.ChargeKey takes a key from uuid.NewString at line 33`
}

// Good: the key is the order's.
func OrderKey(ctx context.Context, orderID string) error {
	return payments.ChargeKey(ctx, "order-"+orderID, 100)
}
