// Package sdks calls every webhook-delivery, payment (beyond Stripe) and
// push notification row of the idemlint catalog once.
package sdks

import (
	"context"
	"net/http"

	"firebase.google.com/go/v4/messaging"
	"github.com/mrz1836/postmark"
	"github.com/plutov/paypal/v4"
	"github.com/razorpay/razorpay-go"
	"github.com/sideshow/apns2"
	svix "github.com/svix/svix-webhooks/go"
)

func svixCalls(ctx context.Context, sv *svix.Svix, wh *svix.Webhook, r *http.Request, body []byte, orderID string) {
	in := &svix.MessageIn{EventType: "order.paid"}
	sv.Message.Create(ctx, "app", in) // row: Message.Create
	opts := &svix.PostOptions{}
	opts.IdempotencyKey = svix.String("paid-" + orderID) // row: PostOptions.IdempotencyKey
	sv.Message.CreateWithOptions(ctx, "app", in, opts)   // row: Message.CreateWithOptions
	wh.Verify(body, r.Header)                            // row: Webhook.Verify
	wh.VerifyIgnoringTimestamp(body, r.Header)           // row: Webhook.VerifyIgnoringTimestamp
}

func paypalCalls(ctx context.Context, pp *paypal.Client, r *http.Request, id string) {
	pp.CaptureOrder(ctx, id, paypal.CaptureOrderRequest{})                                              // row: Client.CaptureOrder
	pp.CaptureOrderWithPaypalRequestId(ctx, id, paypal.CaptureOrderRequest{}, "capture-"+id, nil)       // row: Client.CaptureOrderWithPaypalRequestId
	pp.AuthorizeOrder(ctx, id, paypal.AuthorizeOrderRequest{})                                          // row: Client.AuthorizeOrder
	pp.CaptureAuthorization(ctx, id, &paypal.PaymentCaptureRequest{})                                   // row: Client.CaptureAuthorization
	pp.CaptureAuthorizationWithPaypalRequestId(ctx, id, &paypal.PaymentCaptureRequest{}, "capture-"+id) // row: Client.CaptureAuthorizationWithPaypalRequestId
	pp.RefundCapture(ctx, id, paypal.RefundCaptureRequest{})                                            // row: Client.RefundCapture
	pp.RefundCaptureWithPaypalRequestId(ctx, id, paypal.RefundCaptureRequest{}, "refund-"+id)           // row: Client.RefundCaptureWithPaypalRequestId
	pp.RefundSale(ctx, id, &paypal.Amount{Total: "1.00"})                                               // row: Client.RefundSale
	pp.CaptureSubscription(ctx, id, paypal.CaptureRequest{})                                            // row: Client.CaptureSubscription
	pp.CreateSinglePayout(ctx, paypal.Payout{})                                                         // row: Client.CreateSinglePayout
	h := &paypal.SenderBatchHeader{}
	h.SenderBatchID = "payout-" + id                          // row: SenderBatchHeader.SenderBatchID
	pp.CreatePayout(ctx, paypal.Payout{SenderBatchHeader: h}) // row: Client.CreatePayout
	pp.VerifyWebhookSignature(ctx, r, "hook")                 // row: Client.VerifyWebhookSignature
}

func razorpayCalls(rp *razorpay.Client, id string) {
	rp.Payment.Capture(id, 500, nil, nil)             // row: Payment.Capture
	rp.Payment.Refund(id, 500, nil, nil)              // row: Payment.Refund
	rp.Payment.Transfer(id, nil, nil)                 // row: Payment.Transfer
	rp.Payment.CreateRecurringPayment(nil, nil)       // row: Payment.CreateRecurringPayment
	rp.Refund.Create(map[string]interface{}{}, nil)   // row: Refund.Create
	rp.Transfer.Create(map[string]interface{}{}, nil) // row: Transfer.Create
}

func postmarkCalls(ctx context.Context, pm *postmark.Client) {
	pm.SendEmail(ctx, postmark.Email{To: "a@example.com"})                            // row: Client.SendEmail
	pm.SendEmailBatch(ctx, []postmark.Email{{To: "a@example.com"}})                   // row: Client.SendEmailBatch
	pm.SendTemplatedEmail(ctx, postmark.TemplatedEmail{TemplateAlias: "receipt"})     // row: Client.SendTemplatedEmail
	pm.SendTemplatedEmailBatch(ctx, []postmark.TemplatedEmail{{To: "a@example.com"}}) // row: Client.SendTemplatedEmailBatch
}

func pushCalls(ctx context.Context, fcm *messaging.Client, apns *apns2.Client, token string) {
	msg := &messaging.Message{Token: token}
	multi := &messaging.MulticastMessage{Tokens: []string{token}}
	fcm.Send(ctx, msg)                           // row: fcmClient.Send
	fcm.SendEach(ctx, []*messaging.Message{msg}) // row: fcmClient.SendEach
	fcm.SendEachForMulticast(ctx, multi)         // row: fcmClient.SendEachForMulticast
	fcm.SendAll(ctx, []*messaging.Message{msg})  // row: fcmClient.SendAll
	fcm.SendMulticast(ctx, multi)                // row: fcmClient.SendMulticast
	n := &apns2.Notification{DeviceToken: token}
	apns.Push(n)                 // row: Client.Push
	apns.PushWithContext(ctx, n) // row: Client.PushWithContext
}
