package catalog

const saramaPath = "github.com/IBM/sarama"

// IBM/sarama v1.61.1. Everything is an interface. AsyncProducer is left
// out: its publish is the send on the channel Input returns, not a call.
// Consumer group handler methods declare no parameter names.
var sarama = []Row{
	{Path: saramaPath, Recv: "SyncProducer", Name: "SendMessage", Role: Publish},
	{Path: saramaPath, Recv: "SyncProducer", Name: "SendMessages", Role: Publish},
	{Path: saramaPath, Recv: "ConsumerGroupSession", Name: "MarkMessage", Role: Ack},
	{Path: saramaPath, Recv: "ConsumerGroupSession", Name: "MarkOffset", Role: Ack},
	{Path: saramaPath, Recv: "ConsumerGroupSession", Name: "Commit", Role: Ack},
	{Path: saramaPath, Recv: "ConsumerGroupHandler", Name: "ConsumeClaim", Role: HandlerMethod},
	{Path: saramaPath, Recv: "ConsumerGroupClaim", Name: "Messages", Role: Receive},
	{Path: saramaPath, Recv: "PartitionConsumer", Name: "Messages", Role: Receive},
}
