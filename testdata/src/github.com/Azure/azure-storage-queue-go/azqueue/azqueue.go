// Package azqueue is an idemlint test stub of github.com/Azure/azure-storage-queue-go/azqueue@v0.0.0-20230531184854-c06a8eff66fe: only the declarations the tests use, with the real names, receivers and parameter names.
package azqueue

import (
	"context"
	"time"
)

// MessageID identifies a message.
type MessageID string

// PopReceipt proves the receipt of a dequeued message.
type PopReceipt string

// QueueURL represents a queue.
type QueueURL struct{}

// NewMessagesURL returns the queue's messages.
func (q QueueURL) NewMessagesURL() MessagesURL { return MessagesURL{} }

// MessagesURL represents the messages of a queue.
type MessagesURL struct{}

// MessageIDURL represents one message of a queue.
type MessageIDURL struct{}

// NewMessageIDURL returns the message with the given id.
func (m MessagesURL) NewMessageIDURL(messageID MessageID) MessageIDURL { return MessageIDURL{} }

type EnqueueMessageResponse struct{}
type MessageIDDeleteResponse struct{}
type UpdatedMessageResponse struct{}

// DequeuedMessage holds the properties of a single dequeued message.
type DequeuedMessage struct {
	ID           MessageID
	PopReceipt   PopReceipt
	DequeueCount int64
	Text         string
}

// DequeuedMessagesResponse holds the results of a successful call to Dequeue.
type DequeuedMessagesResponse struct{ items []*DequeuedMessage }

// NumMessages returns the number of messages retrieved by the call to Dequeue.
func (dmr DequeuedMessagesResponse) NumMessages() int32 { return int32(len(dmr.items)) }

// Message returns the information for dequeued message.
func (dmr DequeuedMessagesResponse) Message(index int32) *DequeuedMessage { return dmr.items[index] }

// Enqueue adds a new message to the back of the queue.
func (m MessagesURL) Enqueue(ctx context.Context, messageText string, visibilityTimeout time.Duration, timeToLive time.Duration) (*EnqueueMessageResponse, error) {
	return &EnqueueMessageResponse{}, nil
}

// Dequeue retrieves one or more messages from the front of the queue.
func (m MessagesURL) Dequeue(ctx context.Context, maxMessages int32, visibilityTimeout time.Duration) (*DequeuedMessagesResponse, error) {
	return &DequeuedMessagesResponse{}, nil
}

// Delete permanently removes the specified message from its queue.
func (m MessageIDURL) Delete(ctx context.Context, popReceipt PopReceipt) (*MessageIDDeleteResponse, error) {
	return &MessageIDDeleteResponse{}, nil
}

// Update changes a message's visibility timeout and contents.
func (m MessageIDURL) Update(ctx context.Context, popReceipt PopReceipt, visibilityTimeout time.Duration, message string) (*UpdatedMessageResponse, error) {
	return &UpdatedMessageResponse{}, nil
}
