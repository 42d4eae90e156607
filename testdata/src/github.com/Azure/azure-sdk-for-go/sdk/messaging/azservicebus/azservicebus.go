// Package azservicebus is an idemlint test stub of github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus@v1.10.0: only the declarations the tests use, with the real names, receivers and parameter names.
package azservicebus

import "context"

// ReceivedMessage is a message received from a queue or subscription.
type ReceivedMessage struct {
	Body      []byte
	MessageID string
}

type ReceiveMessagesOptions struct{}
type CompleteMessageOptions struct{}
type AbandonMessageOptions struct{}

// Receiver receives messages.
type Receiver struct{}

// ReceiveMessages receives a fixed number of messages.
func (r *Receiver) ReceiveMessages(ctx context.Context, maxMessages int, options *ReceiveMessagesOptions) ([]*ReceivedMessage, error) {
	return nil, nil
}

// CompleteMessage completes a message, deleting it from the queue.
func (r *Receiver) CompleteMessage(ctx context.Context, message *ReceivedMessage, options *CompleteMessageOptions) error {
	return nil
}

// AbandonMessage returns the message to the queue.
func (r *Receiver) AbandonMessage(ctx context.Context, message *ReceivedMessage, options *AbandonMessageOptions) error {
	return nil
}

// SessionReceiver is a Receiver that handles sessions.
type SessionReceiver struct{}

// ReceiveMessages receives a fixed number of messages.
func (r *SessionReceiver) ReceiveMessages(ctx context.Context, maxMessages int, options *ReceiveMessagesOptions) ([]*ReceivedMessage, error) {
	return nil, nil
}

// CompleteMessage completes a message, deleting it from the queue.
func (r *SessionReceiver) CompleteMessage(ctx context.Context, message *ReceivedMessage, options *CompleteMessageOptions) error {
	return nil
}

// AbandonMessage returns the message to the queue.
func (r *SessionReceiver) AbandonMessage(ctx context.Context, message *ReceivedMessage, options *AbandonMessageOptions) error {
	return nil
}
