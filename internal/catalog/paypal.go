package catalog

const paypalPath = "github.com/plutov/paypal"

// github.com/plutov/paypal/v4 v4.8.0. Captures, authorizations, refunds
// and payouts move money; creating an order or a plan does not. The
// …WithPaypalRequestId methods take the PayPal-Request-Id header, PayPal's
// idempotency key, as an argument (an empty one sends none); a payout
// batch is deduplicated on its SenderBatchHeader.SenderBatchID.
var paypal = concat(
	doing(paymentDoes, []Row{
		{Path: paypalPath, Recv: "Client", Name: "CaptureOrder", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CaptureOrderWithPaypalRequestId", Role: Effect, Args: []Arg{{ArgKey, "requestID"}}},
		{Path: paypalPath, Recv: "Client", Name: "AuthorizeOrder", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CaptureAuthorization", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CaptureAuthorizationWithPaypalRequestId", Role: Effect, Args: []Arg{{ArgKey, "requestID"}}},
		{Path: paypalPath, Recv: "Client", Name: "RefundCapture", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "RefundCaptureWithPaypalRequestId", Role: Effect, Args: []Arg{{ArgKey, "requestID"}}},
		{Path: paypalPath, Recv: "Client", Name: "RefundSale", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CaptureSubscription", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CreatePayout", Role: Effect},
		{Path: paypalPath, Recv: "Client", Name: "CreateSinglePayout", Role: Effect},
	}),
	[]Row{
		{Path: paypalPath, Recv: "SenderBatchHeader", Name: "SenderBatchID", Object: Field, Role: KeySink},
		{Path: paypalPath, Recv: "Client", Name: "VerifyWebhookSignature", Role: WebhookVerify},
	},
)
