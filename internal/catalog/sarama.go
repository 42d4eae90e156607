package catalog

// IBM/sarama v1.61.1, and Shopify/sarama v1.38.1, its path before the
// move to IBM in 2023, which older services still import: one API under
// two paths. Everything is an interface. AsyncProducer is left out: its
// publish is the send on the channel Input returns, not a call. Consumer
// group handler methods declare no parameter names.
var sarama = concat(saramaRows("github.com/IBM/sarama"), saramaRows("github.com/Shopify/sarama"))

// saramaRows lists the rows of a sarama-shaped package.
func saramaRows(path string) []Row {
	return []Row{
		{Path: path, Recv: "SyncProducer", Name: "SendMessage", Role: Publish},
		{Path: path, Recv: "SyncProducer", Name: "SendMessages", Role: Publish},
		{Path: path, Recv: "ConsumerGroupSession", Name: "MarkMessage", Role: Ack},
		{Path: path, Recv: "ConsumerGroupSession", Name: "MarkOffset", Role: Ack},
		{Path: path, Recv: "ConsumerGroupSession", Name: "Commit", Role: Ack},
		{Path: path, Recv: "ConsumerGroupHandler", Name: "ConsumeClaim", Role: HandlerMethod},
		{Path: path, Recv: "ConsumerGroupClaim", Name: "Messages", Role: Receive},
		{Path: path, Recv: "PartitionConsumer", Name: "Messages", Role: Receive},
	}
}
