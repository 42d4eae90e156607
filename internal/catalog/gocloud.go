package catalog

const gocloudPubsubPath = "gocloud.dev/pubsub"

// gocloud.dev v0.47.0, the portable pubsub API over SNS/SQS, Pub/Sub,
// RabbitMQ, NATS, Kafka and Azure Service Bus: Receive returns the next
// message, Ack and Nack settle it, Send publishes.
var gocloud = []Row{
	{Path: gocloudPubsubPath, Recv: "Subscription", Name: "Receive", Role: Receive},
	{Path: gocloudPubsubPath, Recv: "Message", Name: "Ack", Role: Ack},
	{Path: gocloudPubsubPath, Recv: "Message", Name: "Nack", Role: Nack},
	{Path: gocloudPubsubPath, Recv: "Topic", Name: "Send", Role: Publish},
}
