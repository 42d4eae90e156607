// Package sqs is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/service/sqs: only the declarations the tests use, with the real names, receivers and parameter names.
package sqs

import "github.com/aws/aws-sdk-go/aws"

// SQS provides the API operation methods.
type SQS struct{}

type Message struct {
	Body          *string
	MessageId     *string
	ReceiptHandle *string
}

type ReceiveMessageInput struct{ QueueUrl *string }

type ReceiveMessageOutput struct{ Messages []*Message }

type DeleteMessageInput struct {
	QueueUrl      *string
	ReceiptHandle *string
}

type DeleteMessageOutput struct{}

// ReceiveMessage retrieves messages from the queue.
func (c *SQS) ReceiveMessage(input *ReceiveMessageInput) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

// ReceiveMessageWithContext is ReceiveMessage with a context.
func (c *SQS) ReceiveMessageWithContext(ctx aws.Context, input *ReceiveMessageInput) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

// DeleteMessage deletes the message.
func (c *SQS) DeleteMessage(input *DeleteMessageInput) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

// DeleteMessageWithContext is DeleteMessage with a context.
func (c *SQS) DeleteMessageWithContext(ctx aws.Context, input *DeleteMessageInput) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}

type DeleteMessageBatchInput struct {
	Entries  []*DeleteMessageBatchRequestEntry
	QueueUrl *string
}

type DeleteMessageBatchOutput struct{}

// DeleteMessageBatch deletes up to ten messages from the queue.
func (c *SQS) DeleteMessageBatch(input *DeleteMessageBatchInput) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}

type ChangeMessageVisibilityBatchRequestEntry struct {
	Id                *string
	ReceiptHandle     *string
	VisibilityTimeout *int64
}

type ChangeMessageVisibilityBatchInput struct {
	Entries  []*ChangeMessageVisibilityBatchRequestEntry
	QueueUrl *string
}

type ChangeMessageVisibilityBatchOutput struct{}

// ChangeMessageVisibilityBatch changes the visibility timeout of up to ten messages.
func (c *SQS) ChangeMessageVisibilityBatch(input *ChangeMessageVisibilityBatchInput) (*ChangeMessageVisibilityBatchOutput, error) {
	return &ChangeMessageVisibilityBatchOutput{}, nil
}
