package catalog

const stripePath = "github.com/stripe/stripe-go"

// stripe-go v82.5.1. Money movement and customer messaging are EFFECTs in
// both API styles: the deprecated resource packages (a package function and
// the same method on the package's Client value) and the stripe.Client
// services, whose receivers are unexported value types (v1ChargeService …).
// Reads, updates and cancellations are not listed. The idempotency key
// still lives on the embedded Params of every *Params struct in v82.
var stripe = concat(
	stripeResource("paymentintent", "New", "Confirm", "Capture"),
	stripeResource("charge", "New", "Capture"),
	stripeResource("refund", "New"),
	stripeResource("transfer", "New"),
	stripeResource("transferreversal", "New"),
	stripeResource("payout", "New", "Reverse"),
	stripeResource("invoice", "Pay", "SendInvoice"),
	stripeResource("subscription", "New"),
	stripeResource("topup", "New"),
	stripeResource("feerefund", "New"),
	stripeResource("creditnote", "New"),
	stripeResource("treasury/outboundpayment", "New"),
	stripeResource("treasury/outboundtransfer", "New"),
	// A meter event bills usage: a duplicate bills twice. Its Identifier is
	// the key Stripe deduplicates on (24 hours).
	stripeResource("billing/meterevent", "New"),

	stripeService("v1PaymentIntentService", "Create", "Confirm", "Capture"),
	stripeService("v1ChargeService", "Create", "Capture"),
	stripeService("v1RefundService", "Create"),
	stripeService("v1TransferService", "Create"),
	stripeService("v1TransferReversalService", "Create"),
	stripeService("v1PayoutService", "Create", "Reverse"),
	stripeService("v1InvoiceService", "Pay", "SendInvoice"),
	stripeService("v1SubscriptionService", "Create"),
	stripeService("v1TopupService", "Create"),
	stripeService("v1FeeRefundService", "Create"),
	stripeService("v1CreditNoteService", "Create"),
	stripeService("v1TreasuryOutboundPaymentService", "Create"),
	stripeService("v1TreasuryOutboundTransferService", "Create"),
	stripeService("v1BillingMeterEventService", "Create"),

	[]Row{
		// The key travels as the Idempotency-Key header; Metadata is not a key.
		{Path: stripePath, Recv: "Params", Name: "IdempotencyKey", Object: Field, Role: KeySink},
		{Path: stripePath, Recv: "Params", Name: "SetIdempotencyKey", Role: KeySink, Args: []Arg{{ArgKey, "val"}}},
		{Path: stripePath, Recv: "BillingMeterEventParams", Name: "Identifier", Object: Field, Role: KeySink},
		{Path: stripePath, Recv: "BillingMeterEventCreateParams", Name: "Identifier", Object: Field, Role: KeySink},
		// time.Now plus crypto/rand: a fresh key per attempt.
		{Path: stripePath, Name: "NewIdempotencyKey", Role: Random},

		// Signature checks: the enclosing HTTP handler receives a webhook.
		{Path: stripePath, Name: "ConstructEvent", Role: WebhookVerify},
		{Path: stripePath, Name: "ValidatePayload", Role: WebhookVerify},
		{Path: stripePath, Recv: "Client", Name: "ConstructEvent", Role: WebhookVerify},
		{Path: stripePath, Recv: "Client", Name: "ParseThinEvent", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ConstructEvent", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ConstructEventIgnoringTolerance", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ConstructEventWithTolerance", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ConstructEventWithOptions", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ValidatePayload", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ValidatePayloadIgnoringTolerance", Role: WebhookVerify},
		{Path: stripePath + "/webhook", Name: "ValidatePayloadWithTolerance", Role: WebhookVerify},
	},
)

// stripeResource lists EFFECT functions of a resource package together with
// the identically named methods of that package's Client.
func stripeResource(pkg string, names ...string) []Row {
	var rows []Row
	for _, name := range names {
		rows = append(rows,
			Row{Path: stripePath + "/" + pkg, Name: name, Role: Effect, Does: paymentDoes},
			Row{Path: stripePath + "/" + pkg, Recv: "Client", Name: name, Role: Effect, Does: paymentDoes},
		)
	}
	return rows
}

// stripeService lists EFFECT methods of one stripe.Client service.
func stripeService(recv string, names ...string) []Row {
	var rows []Row
	for _, name := range names {
		rows = append(rows, Row{Path: stripePath, Recv: recv, Name: name, Role: Effect, Does: paymentDoes})
	}
	return rows
}
