package catalog

const azServiceBusPath = "github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus"

// github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus v1.10.0 in
// peek-lock mode: CompleteMessage settles the message (the ACK); Abandon,
// Defer and DeadLetter are the failure-path tools.
var azure = []Row{
	{Path: azServiceBusPath, Recv: "Receiver", Name: "ReceiveMessages", Role: Receive},
	{Path: azServiceBusPath, Recv: "Receiver", Name: "CompleteMessage", Role: Ack},
	{Path: azServiceBusPath, Recv: "Receiver", Name: "AbandonMessage", Role: Nack},
	{Path: azServiceBusPath, Recv: "Receiver", Name: "DeferMessage", Role: Nack},
	{Path: azServiceBusPath, Recv: "Receiver", Name: "DeadLetterMessage", Role: Nack},
	{Path: azServiceBusPath, Recv: "Sender", Name: "SendMessage", Role: Publish},
	{Path: azServiceBusPath, Recv: "Sender", Name: "SendMessageBatch", Role: Publish},
}
