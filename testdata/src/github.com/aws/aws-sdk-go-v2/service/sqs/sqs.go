// Package sqs is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sqs@v1.53.0: only the declarations the tests use, with the real names, receivers and parameter names.
package sqs

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// Options configures a Client.
type Options struct {
	Region string
}

// Client is the service client.
type Client struct {
	options Options
}

// NewFromConfig returns a Client configured from cfg.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return &Client{options: Options{Region: cfg.Region}}
}

// SendMessageInput is the SendMessageInput shape.
type SendMessageInput struct {
	MessageBody            *string
	QueueUrl               *string
	DelaySeconds           int32
	MessageAttributes      map[string]types.MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
}

// SendMessageOutput is the SendMessageOutput shape.
type SendMessageOutput struct {
	MessageId      *string
	SequenceNumber *string
}

// SendMessageBatchInput is the SendMessageBatchInput shape.
type SendMessageBatchInput struct {
	Entries  []types.SendMessageBatchRequestEntry
	QueueUrl *string
}

// SendMessageBatchOutput is the SendMessageBatchOutput shape.
type SendMessageBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.SendMessageBatchResultEntry
}

// ReceiveMessageInput is the ReceiveMessageInput shape.
type ReceiveMessageInput struct {
	QueueUrl              *string
	MaxNumberOfMessages   int32
	MessageAttributeNames []string
	VisibilityTimeout     int32
	WaitTimeSeconds       int32
}

// ReceiveMessageOutput is the ReceiveMessageOutput shape.
type ReceiveMessageOutput struct {
	Messages []types.Message
}

// DeleteMessageInput is the DeleteMessageInput shape.
type DeleteMessageInput struct {
	QueueUrl      *string
	ReceiptHandle *string
}

// DeleteMessageOutput is the DeleteMessageOutput shape.
type DeleteMessageOutput struct {
}

// DeleteMessageBatchInput is the DeleteMessageBatchInput shape.
type DeleteMessageBatchInput struct {
	Entries  []types.DeleteMessageBatchRequestEntry
	QueueUrl *string
}

// DeleteMessageBatchOutput is the DeleteMessageBatchOutput shape.
type DeleteMessageBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.DeleteMessageBatchResultEntry
}

// ChangeMessageVisibilityInput is the ChangeMessageVisibilityInput shape.
type ChangeMessageVisibilityInput struct {
	QueueUrl          *string
	ReceiptHandle     *string
	VisibilityTimeout int32
}

// ChangeMessageVisibilityOutput is the ChangeMessageVisibilityOutput shape.
type ChangeMessageVisibilityOutput struct {
}

// ChangeMessageVisibilityBatchInput is the ChangeMessageVisibilityBatchInput shape.
type ChangeMessageVisibilityBatchInput struct {
	Entries  []types.ChangeMessageVisibilityBatchRequestEntry
	QueueUrl *string
}

// ChangeMessageVisibilityBatchOutput is the ChangeMessageVisibilityBatchOutput shape.
type ChangeMessageVisibilityBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.ChangeMessageVisibilityBatchResultEntry
}

// SendMessage calls the SendMessage API.
func (c *Client) SendMessage(ctx context.Context, params *SendMessageInput, optFns ...func(*Options)) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

// SendMessageBatch calls the SendMessageBatch API.
func (c *Client) SendMessageBatch(ctx context.Context, params *SendMessageBatchInput, optFns ...func(*Options)) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}

// ReceiveMessage calls the ReceiveMessage API.
func (c *Client) ReceiveMessage(ctx context.Context, params *ReceiveMessageInput, optFns ...func(*Options)) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

// DeleteMessage calls the DeleteMessage API.
func (c *Client) DeleteMessage(ctx context.Context, params *DeleteMessageInput, optFns ...func(*Options)) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

// DeleteMessageBatch calls the DeleteMessageBatch API.
func (c *Client) DeleteMessageBatch(ctx context.Context, params *DeleteMessageBatchInput, optFns ...func(*Options)) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}

// ChangeMessageVisibility calls the ChangeMessageVisibility API.
func (c *Client) ChangeMessageVisibility(ctx context.Context, params *ChangeMessageVisibilityInput, optFns ...func(*Options)) (*ChangeMessageVisibilityOutput, error) {
	return &ChangeMessageVisibilityOutput{}, nil
}

// ChangeMessageVisibilityBatch calls the ChangeMessageVisibilityBatch API.
func (c *Client) ChangeMessageVisibilityBatch(ctx context.Context, params *ChangeMessageVisibilityBatchInput, optFns ...func(*Options)) (*ChangeMessageVisibilityBatchOutput, error) {
	return &ChangeMessageVisibilityBatchOutput{}, nil
}
