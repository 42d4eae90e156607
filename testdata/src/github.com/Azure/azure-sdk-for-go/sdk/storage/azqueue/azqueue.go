// Package azqueue is an idemlint test stub of github.com/Azure/azure-sdk-for-go/sdk/storage/azqueue@v1.0.1: only the declarations the tests use, with the real names, receivers and parameter names. DequeuedMessage and the responses are aliases of internal generated types there.
package azqueue

import "context"

// QueueClient represents a queue.
type QueueClient struct{}

// DequeuedMessage is a message received from the queue.
type DequeuedMessage struct {
	DequeueCount *int64
	MessageID    *string
	MessageText  *string
	PopReceipt   *string
}

// DequeueMessagesResponse holds the dequeued messages.
type DequeueMessagesResponse struct {
	Messages []*DequeuedMessage
}

type EnqueueMessageOptions struct{ VisibilityTimeout *int32 }
type EnqueueMessagesResponse struct{}
type DequeueMessageOptions struct{ VisibilityTimeout *int32 }
type DequeueMessagesOptions struct {
	NumberOfMessages  *int32
	VisibilityTimeout *int32
}
type UpdateMessageOptions struct{ VisibilityTimeout *int32 }
type UpdateMessageResponse struct{}
type DeleteMessageOptions struct{}
type DeleteMessageResponse struct{}

// EnqueueMessage adds a message to the queue.
func (q *QueueClient) EnqueueMessage(ctx context.Context, content string, o *EnqueueMessageOptions) (EnqueueMessagesResponse, error) {
	return EnqueueMessagesResponse{}, nil
}

// DequeueMessage removes one message from the queue.
func (q *QueueClient) DequeueMessage(ctx context.Context, o *DequeueMessageOptions) (DequeueMessagesResponse, error) {
	return DequeueMessagesResponse{}, nil
}

// DequeueMessages removes one or more messages from the queue.
func (q *QueueClient) DequeueMessages(ctx context.Context, o *DequeueMessagesOptions) (DequeueMessagesResponse, error) {
	return DequeueMessagesResponse{}, nil
}

// UpdateMessage updates a message from the queue with the given popReceipt.
func (q *QueueClient) UpdateMessage(ctx context.Context, messageID string, popReceipt string, content string, o *UpdateMessageOptions) (UpdateMessageResponse, error) {
	return UpdateMessageResponse{}, nil
}

// DeleteMessage deletes message from queue with the given popReceipt.
func (q *QueueClient) DeleteMessage(ctx context.Context, messageID string, popReceipt string, o *DeleteMessageOptions) (DeleteMessageResponse, error) {
	return DeleteMessageResponse{}, nil
}
