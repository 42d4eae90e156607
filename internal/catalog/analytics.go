package catalog

// Product analytics: an event enqueued for a batch upload. A redelivery
// counts it twice; nobody is charged, mailed or notified, so it is no
// EFFECT, though the client POSTs its batches and, for PostHog, its
// feature-flag lookups (which its summary would otherwise call a POST).
var analytics = []Row{
	// github.com/posthog/posthog-go v1.12.1: Client embeds EnqueueClient.
	{Path: "github.com/posthog/posthog-go", Recv: "EnqueueClient", Name: "Enqueue", Role: Telemetry},
	// github.com/segmentio/analytics-go/v3 v3.3.0.
	{Path: "github.com/segmentio/analytics-go", Recv: "Client", Name: "Enqueue", Role: Telemetry},
}
