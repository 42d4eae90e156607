// Package sns is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sns@v1.48.0: only the declarations the tests use, with the real names, receivers and parameter names.
package sns

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns/types"
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

// PublishInput is the PublishInput shape.
type PublishInput struct {
	Message                *string
	MessageAttributes      map[string]types.MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	PhoneNumber            *string
	Subject                *string
	TargetArn              *string
	TopicArn               *string
}

// PublishOutput is the PublishOutput shape.
type PublishOutput struct {
	MessageId      *string
	SequenceNumber *string
}

// PublishBatchInput is the PublishBatchInput shape.
type PublishBatchInput struct {
	PublishBatchRequestEntries []types.PublishBatchRequestEntry
	TopicArn                   *string
}

// PublishBatchOutput is the PublishBatchOutput shape.
type PublishBatchOutput struct {
	Failed     []types.BatchResultErrorEntry
	Successful []types.PublishBatchResultEntry
}

// Publish calls the Publish API.
func (c *Client) Publish(ctx context.Context, params *PublishInput, optFns ...func(*Options)) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}

// PublishBatch calls the PublishBatch API.
func (c *Client) PublishBatch(ctx context.Context, params *PublishBatchInput, optFns ...func(*Options)) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}
