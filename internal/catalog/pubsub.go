package catalog

const (
	pubsubPath         = "cloud.google.com/go/pubsub"
	pubsubInternalPath = "cloud.google.com/go/internal/pubsub"
)

// Google Cloud Pub/Sub: cloud.google.com/go/pubsub/v2 v2.9.0 (Publisher,
// Subscriber) and the deprecated v1 v1.52.0 (Topic, Subscription). Both drop
// to one canonical path and keep distinct receivers. In both, Message is an
// alias of the Message of cloud.google.com/go/internal/pubsub (module
// cloud.google.com/go v0.123.0), which declares Ack and Nack; versions
// before v1.9.0 (proved against v1.8.3 by the examples/legacy module)
// declared Message, Ack and Nack in package pubsub itself.
var pubsub = []Row{
	{Path: pubsubPath, Recv: "Publisher", Name: "Publish", Role: Publish},
	{Path: pubsubPath, Recv: "Subscriber", Name: "Receive", Role: HandlerRegister, Args: []Arg{{ArgFunc, "f"}}},
	{Path: pubsubPath, Recv: "Topic", Name: "Publish", Role: Publish},
	{Path: pubsubPath, Recv: "Subscription", Name: "Receive", Role: HandlerRegister, Args: []Arg{{ArgFunc, "f"}}},
	{Path: pubsubInternalPath, Recv: "Message", Name: "Ack", Role: Ack},
	{Path: pubsubInternalPath, Recv: "Message", Name: "AckWithResult", Role: Ack},
	{Path: pubsubInternalPath, Recv: "Message", Name: "Nack", Role: Nack},
	{Path: pubsubInternalPath, Recv: "Message", Name: "NackWithResult", Role: Nack},
	{Path: pubsubPath, Recv: "Message", Name: "Ack", Role: Ack},
	{Path: pubsubPath, Recv: "Message", Name: "Nack", Role: Nack},
}
