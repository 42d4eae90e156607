package catalog

const svixPath = "github.com/svix/svix-webhooks/go"

// github.com/svix/svix-webhooks v1.44.0, package go. Creating a message
// fans it out to every subscribed endpoint: a second create sends the
// webhooks again. PostOptions.IdempotencyKey travels as the
// idempotency-key header. Webhook.Verify checks a received webhook's
// signature: the enclosing HTTP handler receives a webhook.
var svix = concat(
	doing("send the webhook", []Row{
		{Path: svixPath, Recv: "Message", Name: "Create", Role: Effect},
		{Path: svixPath, Recv: "Message", Name: "CreateWithOptions", Role: Effect},
	}),
	[]Row{
		{Path: svixPath, Recv: "PostOptions", Name: "IdempotencyKey", Object: Field, Role: KeySink},
		{Path: svixPath, Recv: "Webhook", Name: "Verify", Role: WebhookVerify},
		{Path: svixPath, Recv: "Webhook", Name: "VerifyIgnoringTimestamp", Role: WebhookVerify},
	},
)
