// Package sdks makes the effects of the webhook, payment, email and push
// SDKs of the catalog in handlers: without a claim each is reported, with
// the SDK's idempotency key derived from the message it is not.
package sdks

import (
	"context"
	"database/sql"
	"io"
	"net/http"
	"time"

	"firebase.google.com/go/v4/messaging"
	"github.com/mrz1836/postmark"
	"github.com/nats-io/nats.go"
	"github.com/plutov/paypal/v4"
	"github.com/razorpay/razorpay-go"
	"github.com/sideshow/apns2"
	svix "github.com/svix/svix-webhooks/go"
)

// Webhooks fans order events out to the customers' endpoints.
func Webhooks(nc *nats.Conn, sv *svix.Svix) {
	ctx := context.Background()
	nc.Subscribe("orders.created", func(m *nats.Msg) {
		sv.Message.Create(ctx, "app", &svix.MessageIn{EventType: "order.created"}) // want `sv.Message.Create runs in a handler that records no claim and passes no idempotency key: each redelivery will send the webhook again`
	})
	nc.Subscribe("orders.paid", func(m *nats.Msg) {
		sv.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "order.paid"}, nil) // want `sv.Message.CreateWithOptions runs in a handler that records no claim and passes no idempotency key`
	})
	nc.Subscribe("orders.shipped", func(m *nats.Msg) {
		id := m.Header.Get("Nats-Msg-Id")
		sv.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "order.shipped"}, &svix.PostOptions{IdempotencyKey: svix.String("shipped-" + id)})
	})
}

// Payments captures, refunds and pays out.
func Payments(nc *nats.Conn, pp *paypal.Client, rp *razorpay.Client) {
	ctx := context.Background()
	nc.Subscribe("orders.approved", func(m *nats.Msg) {
		orderID := string(m.Data)
		pp.CaptureOrder(ctx, orderID, paypal.CaptureOrderRequest{}) // want `pp.CaptureOrder runs in a handler that records no claim and passes no idempotency key: each redelivery will make the payment call again`
	})
	nc.Subscribe("orders.approved.keyed", func(m *nats.Msg) {
		orderID := string(m.Data)
		pp.CaptureOrderWithPaypalRequestId(ctx, orderID, paypal.CaptureOrderRequest{}, "capture-"+orderID, nil)
	})
	nc.Subscribe("orders.approved.empty", func(m *nats.Msg) {
		// An empty request id sends no PayPal-Request-Id header.
		pp.CaptureOrderWithPaypalRequestId(ctx, string(m.Data), paypal.CaptureOrderRequest{}, "", nil) // want `pp.CaptureOrderWithPaypalRequestId runs in a handler that records no claim and passes no idempotency key`
	})
	nc.Subscribe("payouts", func(m *nats.Msg) {
		batch := string(m.Data)
		pp.CreatePayout(ctx, paypal.Payout{SenderBatchHeader: &paypal.SenderBatchHeader{SenderBatchID: "payout-" + batch}})
	})
	nc.Subscribe("refunds", func(m *nats.Msg) {
		rp.Payment.Refund(string(m.Data), 500, nil, nil) // want `rp.Payment.Refund runs in a handler that records no claim and passes no idempotency key: each redelivery will make the payment call again`
	})
}

// Push notifies devices.
func Push(nc *nats.Conn, db *sql.DB, fcm *messaging.Client, apns *apns2.Client) {
	ctx := context.Background()
	nc.Subscribe("alerts", func(m *nats.Msg) {
		fcm.Send(ctx, &messaging.Message{Token: string(m.Data)}) // want `fcm.Send runs in a handler that records no claim and passes no idempotency key: each redelivery will send the push notification again`
	})
	nc.Subscribe("alerts.ios", func(m *nats.Msg) {
		apns.Push(&apns2.Notification{DeviceToken: string(m.Data)}) // want `apns.Push runs in a handler that records no claim and passes no idempotency key: each redelivery will send the push notification again`
	})
	nc.Subscribe("alerts.claimed", func(m *nats.Msg) {
		res, err := db.Exec(`INSERT INTO notified (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Header.Get("id"))
		if err != nil {
			return
		}
		if n, _ := res.RowsAffected(); n == 1 {
			fcm.SendEachForMulticast(ctx, &messaging.MulticastMessage{Tokens: []string{string(m.Data)}})
		}
	})
}

// Received is an svix webhook receiver: the signature check makes it a
// webhook handler, and each redelivery emails again.
func Received(wh *svix.Webhook, pm *postmark.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := wh.Verify(body, r.Header); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		pm.SendEmail(r.Context(), postmark.Email{To: "ops@example.com", Subject: "event"}) // want `pm.SendEmail runs in a handler that records no claim and passes no idempotency key: each redelivery will send the email again`
	}
}

// Bad: a periodic job pushes the reminder on every tick; a rerun, or the
// job on another replica, pushes it again.
func remindLoop(ctx context.Context, fcm *messaging.Client) {
	for range time.Tick(time.Hour) {
		fcm.Send(ctx, &messaging.Message{Token: "device"}) // want `fcm.Send runs in a periodic job that records no claim and passes no idempotency key: a rerun after a crash, or the same job on another replica, will send the push notification again`
	}
}

// Good, for the no-claim rule: in a periodic job a webhook delivery is an
// outbound request, like a heartbeat, not an effect on a person.
func statusLoop(ctx context.Context, sv *svix.Svix) {
	for range time.Tick(time.Minute) {
		sv.Message.Create(ctx, "app", &svix.MessageIn{EventType: "status.ok"})
	}
}
