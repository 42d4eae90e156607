package catalog

const confluentPath = "github.com/confluentinc/confluent-kafka-go/kafka"

// confluent-kafka-go v2.11.1, package kafka (cgo over librdkafka). Storing
// an offset is an ACK: the auto-commit loop commits stored offsets.
// Producer.ProduceChannel is left out: its publish is the send on the
// channel it returns, not a call. The deprecated Consumer.Events channel
// (go.events.channel.enable) receives like Poll.
var confluent = []Row{
	{Path: confluentPath, Recv: "Producer", Name: "Produce", Role: Publish},
	{Path: confluentPath, Recv: "Consumer", Name: "Commit", Role: Ack},
	{Path: confluentPath, Recv: "Consumer", Name: "CommitMessage", Role: Ack},
	{Path: confluentPath, Recv: "Consumer", Name: "CommitOffsets", Role: Ack},
	{Path: confluentPath, Recv: "Consumer", Name: "StoreMessage", Role: Ack},
	{Path: confluentPath, Recv: "Consumer", Name: "StoreOffsets", Role: Ack},
	{Path: confluentPath, Recv: "Consumer", Name: "ReadMessage", Role: Receive},
	{Path: confluentPath, Recv: "Consumer", Name: "Poll", Role: Receive},
	{Path: confluentPath, Recv: "Consumer", Name: "Events", Role: Receive},
}
