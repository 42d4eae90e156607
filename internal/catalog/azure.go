package catalog

const (
	azServiceBusPath = "github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus"
	azEventHubsPath  = "github.com/Azure/azure-sdk-for-go/sdk/messaging/azeventhubs"
)

// github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus v1.10.0 in
// peek-lock mode: CompleteMessage settles the message (the ACK); Abandon,
// Defer and DeadLetter are the failure-path tools. A SessionReceiver, the
// receiver of a session-enabled queue, settles as a Receiver does.
var azure = concat(
	serviceBusReceiver("Receiver"),
	serviceBusReceiver("SessionReceiver"),
	[]Row{
		{Path: azServiceBusPath, Recv: "Sender", Name: "SendMessage", Role: Publish},
		{Path: azServiceBusPath, Recv: "Sender", Name: "SendMessageBatch", Role: Publish},
	},
)

// serviceBusReceiver lists the rows of an azservicebus receiver type.
func serviceBusReceiver(recv string) []Row {
	return []Row{
		{Path: azServiceBusPath, Recv: recv, Name: "ReceiveMessages", Role: Receive},
		{Path: azServiceBusPath, Recv: recv, Name: "CompleteMessage", Role: Ack},
		{Path: azServiceBusPath, Recv: recv, Name: "AbandonMessage", Role: Nack},
		{Path: azServiceBusPath, Recv: recv, Name: "DeferMessage", Role: Nack},
		{Path: azServiceBusPath, Recv: recv, Name: "DeadLetterMessage", Role: Nack},
	}
}

// github.com/Azure/azure-sdk-for-go/sdk/messaging/azeventhubs v1.4.0. A
// partition is read from a position: a Processor's partition client
// resumes, after a crash or a rebalance, after the last checkpoint, so
// the events since are delivered again. UpdateCheckpoint records every
// event up to the one it is given as done: the ACK, of the whole batch,
// like a Kafka offset commit. A PartitionClient reads from a position the
// program chooses and keeps. Sending a batch is a publish.
var azEventHubs = []Row{
	{Path: azEventHubsPath, Recv: "ProcessorPartitionClient", Name: "ReceiveEvents", Role: Receive},
	{Path: azEventHubsPath, Recv: "ProcessorPartitionClient", Name: "UpdateCheckpoint", Role: Ack},
	{Path: azEventHubsPath, Recv: "PartitionClient", Name: "ReceiveEvents", Role: Receive},
	{Path: azEventHubsPath, Recv: "ProducerClient", Name: "SendEventDataBatch", Role: Publish},
}
