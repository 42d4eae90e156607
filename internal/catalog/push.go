package catalog

// Push notification services: each send reaches a device, and neither
// takes an idempotency key.
var push = concat(
	// firebase.google.com/go/v4 v4.19.0, package messaging: the sends are
	// declared on the unexported fcmClient that Client embeds. Dry runs
	// only validate and are not listed.
	doing("send the push notification", []Row{
		{Path: "firebase.google.com/go/messaging", Recv: "fcmClient", Name: "Send", Role: Effect},
		{Path: "firebase.google.com/go/messaging", Recv: "fcmClient", Name: "SendEach", Role: Effect},
		{Path: "firebase.google.com/go/messaging", Recv: "fcmClient", Name: "SendEachForMulticast", Role: Effect},
		{Path: "firebase.google.com/go/messaging", Recv: "fcmClient", Name: "SendAll", Role: Effect},
		{Path: "firebase.google.com/go/messaging", Recv: "fcmClient", Name: "SendMulticast", Role: Effect},
	}),
	// github.com/SherClockHolmes/webpush-go v1.4.0: Web Push to a
	// browser's subscription.
	doing("send the push notification", []Row{
		{Path: "github.com/SherClockHolmes/webpush-go", Name: "SendNotification", Role: Effect},
		{Path: "github.com/SherClockHolmes/webpush-go", Name: "SendNotificationWithContext", Role: Effect},
	}),
	// github.com/sideshow/apns2 v0.25.0.
	doing("send the push notification", []Row{
		{Path: "github.com/sideshow/apns2", Recv: "Client", Name: "Push", Role: Effect},
		{Path: "github.com/sideshow/apns2", Recv: "Client", Name: "PushWithContext", Role: Effect},
	}),
)
