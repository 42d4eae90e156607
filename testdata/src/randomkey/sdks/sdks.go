// Package sdks hands the idempotency keys of the webhook and payment SDKs
// of the catalog: a key minted per attempt is reported, one derived from
// the order is not.
package sdks

import (
	"context"

	"github.com/google/uuid"
	"github.com/plutov/paypal/v4"
	svix "github.com/svix/svix-webhooks/go"
)

// Bad: a fresh svix idempotency key on every attempt.
func Announce(ctx context.Context, sv *svix.Svix, orderID string) error {
	opts := &svix.PostOptions{IdempotencyKey: svix.String(uuid.NewString())} // want `PostOptions.IdempotencyKey takes a key from uuid.NewString`
	_, err := sv.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "order.paid"}, opts)
	return err
}

// Good: the key is the order's.
func AnnounceOrder(ctx context.Context, sv *svix.Svix, orderID string) error {
	opts := &svix.PostOptions{IdempotencyKey: svix.String("paid-" + orderID)}
	_, err := sv.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "order.paid"}, opts)
	return err
}

// Bad: the PayPal-Request-Id changes on every attempt.
func Capture(ctx context.Context, pp *paypal.Client, orderID string) error {
	_, err := pp.CaptureOrderWithPaypalRequestId(ctx, orderID, paypal.CaptureOrderRequest{}, uuid.New().String(), nil) // want `pp.CaptureOrderWithPaypalRequestId takes a key from uuid.New`
	return err
}

// Good: the request id is the order's.
func CaptureOrder(ctx context.Context, pp *paypal.Client, orderID string) error {
	_, err := pp.CaptureOrderWithPaypalRequestId(ctx, orderID, paypal.CaptureOrderRequest{}, "capture-"+orderID, nil)
	return err
}

// Bad: a payout batch id minted per attempt pays the batch out again.
func PayOut(ctx context.Context, pp *paypal.Client) error {
	_, err := pp.CreatePayout(ctx, paypal.Payout{SenderBatchHeader: &paypal.SenderBatchHeader{SenderBatchID: uuid.NewString()}}) // want `SenderBatchHeader.SenderBatchID takes a key from uuid.NewString`
	return err
}

// Good: the batch id is the settlement's.
func PayOutSettlement(ctx context.Context, pp *paypal.Client, settlementID string) error {
	_, err := pp.CreatePayout(ctx, paypal.Payout{SenderBatchHeader: &paypal.SenderBatchHeader{SenderBatchID: "settlement-" + settlementID}})
	return err
}
