// Package stripe calls every stripe-go row of the idemlint catalog once.
package stripe

import (
	"context"
	"net/http"
	"time"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/billing/meterevent"
	"github.com/stripe/stripe-go/v82/charge"
	"github.com/stripe/stripe-go/v82/creditnote"
	"github.com/stripe/stripe-go/v82/feerefund"
	"github.com/stripe/stripe-go/v82/invoice"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/payout"
	"github.com/stripe/stripe-go/v82/refund"
	"github.com/stripe/stripe-go/v82/subscription"
	"github.com/stripe/stripe-go/v82/topup"
	"github.com/stripe/stripe-go/v82/transfer"
	"github.com/stripe/stripe-go/v82/transferreversal"
	"github.com/stripe/stripe-go/v82/treasury/outboundpayment"
	"github.com/stripe/stripe-go/v82/treasury/outboundtransfer"
	"github.com/stripe/stripe-go/v82/webhook"
)

func paymentIntents(orderID string) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(1000), Currency: stripe.String("usd")}
	params.IdempotencyKey = stripe.String("pi-" + orderID) // row: Params.IdempotencyKey
	pi, err := paymentintent.New(params)                   // row: New
	if err != nil {
		return err
	}
	confirm := &stripe.PaymentIntentConfirmParams{}
	confirm.SetIdempotencyKey("confirm-" + orderID)                  // row: Params.SetIdempotencyKey
	if _, err := paymentintent.Confirm(pi.ID, confirm); err != nil { // row: Confirm
		return err
	}
	_, err = paymentintent.Capture(pi.ID, &stripe.PaymentIntentCaptureParams{}) // row: Capture
	return err
}

func resourceClients(c paymentintent.Client, ch charge.Client, id string) error {
	if _, err := c.New(&stripe.PaymentIntentParams{}); err != nil { // row: Client.New
		return err
	}
	if _, err := c.Confirm(id, &stripe.PaymentIntentConfirmParams{}); err != nil { // row: Client.Confirm
		return err
	}
	if _, err := c.Capture(id, &stripe.PaymentIntentCaptureParams{}); err != nil { // row: Client.Capture
		return err
	}
	if _, err := ch.New(&stripe.ChargeParams{}); err != nil { // row: Client.New
		return err
	}
	_, err := ch.Capture(id, &stripe.ChargeCaptureParams{}) // row: Client.Capture
	return err
}

func otherClients(r refund.Client, t transfer.Client, tr transferreversal.Client, p payout.Client, in invoice.Client, s subscription.Client, tu topup.Client, fr feerefund.Client, cn creditnote.Client, op outboundpayment.Client, ot outboundtransfer.Client, id string) {
	r.New(&stripe.RefundParams{})                          // row: Client.New
	t.New(&stripe.TransferParams{})                        // row: Client.New
	tr.New(&stripe.TransferReversalParams{})               // row: Client.New
	p.New(&stripe.PayoutParams{})                          // row: Client.New
	p.Reverse(id, &stripe.PayoutReverseParams{})           // row: Client.Reverse
	in.Pay(id, &stripe.InvoicePayParams{})                 // row: Client.Pay
	in.SendInvoice(id, &stripe.InvoiceSendInvoiceParams{}) // row: Client.SendInvoice
	s.New(&stripe.SubscriptionParams{})                    // row: Client.New
	tu.New(&stripe.TopupParams{})                          // row: Client.New
	fr.New(&stripe.FeeRefundParams{})                      // row: Client.New
	cn.New(&stripe.CreditNoteParams{})                     // row: Client.New
	op.New(&stripe.TreasuryOutboundPaymentParams{})        // row: Client.New
	ot.New(&stripe.TreasuryOutboundTransferParams{})       // row: Client.New
}

func resourcePackages(id string) {
	charge.New(&stripe.ChargeParams{})                             // row: New
	charge.Capture(id, &stripe.ChargeCaptureParams{})              // row: Capture
	refund.New(&stripe.RefundParams{PaymentIntent: &id})           // row: New
	transfer.New(&stripe.TransferParams{})                         // row: New
	transferreversal.New(&stripe.TransferReversalParams{})         // row: New
	payout.New(&stripe.PayoutParams{})                             // row: New
	payout.Reverse(id, &stripe.PayoutReverseParams{})              // row: Reverse
	invoice.Pay(id, &stripe.InvoicePayParams{})                    // row: Pay
	invoice.SendInvoice(id, &stripe.InvoiceSendInvoiceParams{})    // row: SendInvoice
	subscription.New(&stripe.SubscriptionParams{})                 // row: New
	topup.New(&stripe.TopupParams{})                               // row: New
	feerefund.New(&stripe.FeeRefundParams{})                       // row: New
	creditnote.New(&stripe.CreditNoteParams{})                     // row: New
	outboundpayment.New(&stripe.TreasuryOutboundPaymentParams{})   // row: New
	outboundtransfer.New(&stripe.TreasuryOutboundTransferParams{}) // row: New
}

func services(ctx context.Context, sc *stripe.Client, id string) {
	sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})                       // row: v1PaymentIntentService.Create
	sc.V1PaymentIntents.Confirm(ctx, id, &stripe.PaymentIntentConfirmParams{})                 // row: v1PaymentIntentService.Confirm
	sc.V1PaymentIntents.Capture(ctx, id, &stripe.PaymentIntentCaptureParams{})                 // row: v1PaymentIntentService.Capture
	sc.V1Charges.Create(ctx, &stripe.ChargeCreateParams{})                                     // row: v1ChargeService.Create
	sc.V1Charges.Capture(ctx, id, &stripe.ChargeCaptureParams{})                               // row: v1ChargeService.Capture
	sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{})                                     // row: v1RefundService.Create
	sc.V1Transfers.Create(ctx, &stripe.TransferCreateParams{})                                 // row: v1TransferService.Create
	sc.V1TransferReversals.Create(ctx, &stripe.TransferReversalCreateParams{})                 // row: v1TransferReversalService.Create
	sc.V1Payouts.Create(ctx, &stripe.PayoutCreateParams{})                                     // row: v1PayoutService.Create
	sc.V1Payouts.Reverse(ctx, id, &stripe.PayoutReverseParams{})                               // row: v1PayoutService.Reverse
	sc.V1Invoices.Pay(ctx, id, &stripe.InvoicePayParams{})                                     // row: v1InvoiceService.Pay
	sc.V1Invoices.SendInvoice(ctx, id, &stripe.InvoiceSendInvoiceParams{})                     // row: v1InvoiceService.SendInvoice
	sc.V1Subscriptions.Create(ctx, &stripe.SubscriptionCreateParams{})                         // row: v1SubscriptionService.Create
	sc.V1Topups.Create(ctx, &stripe.TopupCreateParams{})                                       // row: v1TopupService.Create
	sc.V1FeeRefunds.Create(ctx, &stripe.FeeRefundCreateParams{})                               // row: v1FeeRefundService.Create
	sc.V1CreditNotes.Create(ctx, &stripe.CreditNoteCreateParams{})                             // row: v1CreditNoteService.Create
	sc.V1TreasuryOutboundPayments.Create(ctx, &stripe.TreasuryOutboundPaymentCreateParams{})   // row: v1TreasuryOutboundPaymentService.Create
	sc.V1TreasuryOutboundTransfers.Create(ctx, &stripe.TreasuryOutboundTransferCreateParams{}) // row: v1TreasuryOutboundTransferService.Create
}

func randomKey() string {
	return stripe.NewIdempotencyKey() // row: NewIdempotencyKey
}

func webhooks(w http.ResponseWriter, payload []byte, sig, secret string, sc *stripe.Client) {
	stripe.ConstructEvent(payload, sig, secret)                                              // row: ConstructEvent
	stripe.ValidatePayload(payload, sig, secret)                                             // row: ValidatePayload
	sc.ConstructEvent(payload, sig, secret)                                                  // row: Client.ConstructEvent
	sc.ParseThinEvent(payload, sig, secret)                                                  // row: Client.ParseThinEvent
	webhook.ConstructEvent(payload, sig, secret)                                             // row: ConstructEvent
	webhook.ConstructEventIgnoringTolerance(payload, sig, secret)                            // row: ConstructEventIgnoringTolerance
	webhook.ConstructEventWithTolerance(payload, sig, secret, time.Minute)                   // row: ConstructEventWithTolerance
	webhook.ConstructEventWithOptions(payload, sig, secret, webhook.ConstructEventOptions{}) // row: ConstructEventWithOptions
	webhook.ValidatePayload(payload, sig, secret)                                            // row: ValidatePayload
	webhook.ValidatePayloadIgnoringTolerance(payload, sig, secret)                           // row: ValidatePayloadIgnoringTolerance
	webhook.ValidatePayloadWithTolerance(payload, sig, secret, time.Minute)                  // row: ValidatePayloadWithTolerance
	w.WriteHeader(http.StatusOK)
}

func meterEvents(ctx context.Context, sc *stripe.Client, mc meterevent.Client, usageID string) {
	params := &stripe.BillingMeterEventParams{EventName: stripe.String("api_calls")}
	params.Identifier = stripe.String("usage-" + usageID) // row: BillingMeterEventParams.Identifier
	meterevent.New(params)                                // row: New
	mc.New(params)                                        // row: Client.New
	create := &stripe.BillingMeterEventCreateParams{}
	create.Identifier = stripe.String("usage-" + usageID) // row: BillingMeterEventCreateParams.Identifier
	sc.V1BillingMeterEvents.Create(ctx, create)           // row: v1BillingMeterEventService.Create
}
