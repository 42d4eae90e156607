// Package onekey hands one idempotency key through the program's own
// request struct, whose field is named as a key, to a function that sends
// it: the key is reported once, at the call, with the field as related
// information.
package onekey

import (
	"context"
	"time"

	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Req is the program's own request: its IdempotencyKey is a key by its name.
type Req struct {
	IdempotencyKey string
	Amount         int64
}

func do(ctx context.Context, r Req) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(r.Amount)}
	params.IdempotencyKey = stripe.String(r.IdempotencyKey)
	_, err := paymentintent.New(params)
	return err
}

// Bad: one report, at the call.
func Literal(ctx context.Context) error {
	return do(ctx, Req{IdempotencyKey: uuid.NewString(), Amount: 100}) // want `do takes a key from uuid.NewString at line 31`
}

// Good: the key is the order's.
func LiteralOrder(ctx context.Context, orderID string) error {
	return do(ctx, Req{IdempotencyKey: "pay-" + orderID, Amount: 100})
}

// Bad: stored on one line, handed on the next; one report, at the call.
func Stored(ctx context.Context) error {
	r := Req{Amount: 100}
	r.IdempotencyKey = uuid.NewString()
	return do(ctx, r) // want `do takes a key from uuid.NewString at line 42`
}

// Good: a random value in a field that is no key.
func StoredAmount(ctx context.Context, orderID string) error {
	r := Req{IdempotencyKey: "pay-" + orderID}
	r.Amount = time.Now().Unix()
	return do(ctx, r)
}

// Bad: the field read back and handed on as a key argument.
func ReadBack(ctx context.Context) error {
	r := Req{IdempotencyKey: uuid.NewString()}
	return chargeWith(ctx, r.IdempotencyKey, r.Amount) // want `chargeWith takes a key from uuid.NewString at line 55`
}

// Bad: the field is stored and never handed on: reported at the field.
func Kept(ctx context.Context) Req {
	return Req{IdempotencyKey: uuid.NewString(), Amount: 100} // want `Req.IdempotencyKey takes a key from uuid.NewString at line 61`
}

func chargeWith(ctx context.Context, idempotencyKey string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(idempotencyKey)
	_, err := paymentintent.New(params)
	return err
}

// chargeKey copies its key parameter into the request's key field.
func chargeKey(ctx context.Context, key string) error {
	r := Req{IdempotencyKey: key, Amount: 100}
	return do(ctx, r)
}

// Bad: reported at the call that hands the minted key, not inside chargeKey.
func Param(ctx context.Context) error {
	return chargeKey(ctx, uuid.NewString()) // want `chargeKey takes a key from uuid.NewString at line 79`
}

// Good: the key is the order's.
func ParamOrder(ctx context.Context, orderID string) error {
	return chargeKey(ctx, "pay-"+orderID)
}

// Svc pays through do.
type Svc struct{}

// Pay pays r.
func (Svc) Pay(ctx context.Context, r Req) error { return do(ctx, r) }

// Bad: one report, at the method call.
func Method(ctx context.Context, s Svc) error {
	return s.Pay(ctx, Req{IdempotencyKey: uuid.NewString()}) // want `s.Pay takes a key from uuid.NewString at line 95`
}

// Good: the key is the order's.
func MethodOrder(ctx context.Context, s Svc, orderID string) error {
	return s.Pay(ctx, Req{IdempotencyKey: orderID})
}
