// Package azqueue calls every Azure Queue Storage row of the idemlint
// catalog once, for the current SDK and the legacy one.
package azqueue

import (
	"context"
	"time"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azqueue"
	legacy "github.com/Azure/azure-storage-queue-go/azqueue"
)

func current(ctx context.Context, q *azqueue.QueueClient) {
	q.EnqueueMessage(ctx, "order", nil)    // row: QueueClient.EnqueueMessage
	one, _ := q.DequeueMessage(ctx, nil)   // row: QueueClient.DequeueMessage
	many, _ := q.DequeueMessages(ctx, nil) // row: QueueClient.DequeueMessages
	m := append(one.Messages, many.Messages...)[0]
	q.UpdateMessage(ctx, *m.MessageID, *m.PopReceipt, "", nil) // row: QueueClient.UpdateMessage
	q.DeleteMessage(ctx, *m.MessageID, *m.PopReceipt, nil)     // row: QueueClient.DeleteMessage
}

func legacyCalls(ctx context.Context, msgs legacy.MessagesURL) {
	msgs.Enqueue(ctx, "order", 0, time.Hour)     // row: MessagesURL.Enqueue
	resp, _ := msgs.Dequeue(ctx, 1, time.Minute) // row: MessagesURL.Dequeue
	m := resp.Message(0)
	id := msgs.NewMessageIDURL(m.ID)
	id.Update(ctx, m.PopReceipt, 0, m.Text) // row: MessageIDURL.Update
	id.Delete(ctx, m.PopReceipt)            // row: MessageIDURL.Delete
}
