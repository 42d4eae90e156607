package catalog

const (
	azQueuePath       = "github.com/Azure/azure-sdk-for-go/sdk/storage/azqueue"
	azQueueLegacyPath = "github.com/Azure/azure-storage-queue-go/azqueue"
)

// Azure Queue Storage delivers at least once: a dequeued message is hidden
// for its visibility timeout and comes back, to any consumer, unless it is
// deleted first. Deleting it (with the pop receipt of the dequeue) is the
// ACK; updating it changes its visibility timeout or content, like SQS
// ChangeMessageVisibility, a failure-path tool; enqueueing is a publish.
// github.com/Azure/azure-sdk-for-go/sdk/storage/azqueue v1.0.1: every
// operation is a method of *QueueClient, a message named by its id and pop
// receipt strings.
var azQueue = []Row{
	{Path: azQueuePath, Recv: "QueueClient", Name: "DequeueMessage", Role: Receive},
	{Path: azQueuePath, Recv: "QueueClient", Name: "DequeueMessages", Role: Receive},
	{Path: azQueuePath, Recv: "QueueClient", Name: "DeleteMessage", Role: Ack},
	{Path: azQueuePath, Recv: "QueueClient", Name: "UpdateMessage", Role: Nack},
	{Path: azQueuePath, Recv: "QueueClient", Name: "EnqueueMessage", Role: Publish},
}

// The legacy github.com/Azure/azure-storage-queue-go/azqueue, proved at
// v0.0.0-20230531184854-c06a8eff66fe (it has no tagged version): value
// receivers, MessagesURL for the queue's messages and MessageIDURL for
// one of them (MessagesURL.NewMessageIDURL).
var azQueueLegacy = []Row{
	{Path: azQueueLegacyPath, Recv: "MessagesURL", Name: "Dequeue", Role: Receive},
	{Path: azQueueLegacyPath, Recv: "MessageIDURL", Name: "Delete", Role: Ack},
	{Path: azQueueLegacyPath, Recv: "MessageIDURL", Name: "Update", Role: Nack},
	{Path: azQueueLegacyPath, Recv: "MessagesURL", Name: "Enqueue", Role: Publish},
}
