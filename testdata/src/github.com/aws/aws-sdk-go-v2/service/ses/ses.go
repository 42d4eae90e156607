// Package ses is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/ses@v1.43.0: only the declarations the tests use, with the real names, receivers and parameter names.
package ses

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses/types"
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

// SendEmailInput is the SendEmailInput shape.
type SendEmailInput struct {
	Destination          *types.Destination
	Message              *types.Message
	Source               *string
	ConfigurationSetName *string
	ReplyToAddresses     []string
	Tags                 []types.MessageTag
}

// SendEmailOutput is the SendEmailOutput shape.
type SendEmailOutput struct {
	MessageId *string
}

// SendRawEmailInput is the SendRawEmailInput shape.
type SendRawEmailInput struct {
	RawMessage           *types.RawMessage
	ConfigurationSetName *string
	Destinations         []string
	Source               *string
	Tags                 []types.MessageTag
}

// SendRawEmailOutput is the SendRawEmailOutput shape.
type SendRawEmailOutput struct {
	MessageId *string
}

// SendTemplatedEmailInput is the SendTemplatedEmailInput shape.
type SendTemplatedEmailInput struct {
	Destination          *types.Destination
	Source               *string
	Template             *string
	TemplateData         *string
	ConfigurationSetName *string
	ReplyToAddresses     []string
	Tags                 []types.MessageTag
}

// SendTemplatedEmailOutput is the SendTemplatedEmailOutput shape.
type SendTemplatedEmailOutput struct {
	MessageId *string
}

// SendBulkTemplatedEmailInput is the SendBulkTemplatedEmailInput shape.
type SendBulkTemplatedEmailInput struct {
	DefaultTemplateData  *string
	Destinations         []types.BulkEmailDestination
	Source               *string
	Template             *string
	ConfigurationSetName *string
	DefaultTags          []types.MessageTag
}

// SendBulkTemplatedEmailOutput is the SendBulkTemplatedEmailOutput shape.
type SendBulkTemplatedEmailOutput struct {
	Status []types.BulkEmailDestinationStatus
}

// SendCustomVerificationEmailInput is the SendCustomVerificationEmailInput shape.
type SendCustomVerificationEmailInput struct {
	EmailAddress         *string
	TemplateName         *string
	ConfigurationSetName *string
}

// SendCustomVerificationEmailOutput is the SendCustomVerificationEmailOutput shape.
type SendCustomVerificationEmailOutput struct {
	MessageId *string
}

// SendBounceInput is the SendBounceInput shape.
type SendBounceInput struct {
	BounceSender             *string
	BouncedRecipientInfoList []types.BouncedRecipientInfo
	OriginalMessageId        *string
	Explanation              *string
}

// SendBounceOutput is the SendBounceOutput shape.
type SendBounceOutput struct {
	MessageId *string
}

// SendEmail calls the SendEmail API.
func (c *Client) SendEmail(ctx context.Context, params *SendEmailInput, optFns ...func(*Options)) (*SendEmailOutput, error) {
	return &SendEmailOutput{}, nil
}

// SendRawEmail calls the SendRawEmail API.
func (c *Client) SendRawEmail(ctx context.Context, params *SendRawEmailInput, optFns ...func(*Options)) (*SendRawEmailOutput, error) {
	return &SendRawEmailOutput{}, nil
}

// SendTemplatedEmail calls the SendTemplatedEmail API.
func (c *Client) SendTemplatedEmail(ctx context.Context, params *SendTemplatedEmailInput, optFns ...func(*Options)) (*SendTemplatedEmailOutput, error) {
	return &SendTemplatedEmailOutput{}, nil
}

// SendBulkTemplatedEmail calls the SendBulkTemplatedEmail API.
func (c *Client) SendBulkTemplatedEmail(ctx context.Context, params *SendBulkTemplatedEmailInput, optFns ...func(*Options)) (*SendBulkTemplatedEmailOutput, error) {
	return &SendBulkTemplatedEmailOutput{}, nil
}

// SendCustomVerificationEmail calls the SendCustomVerificationEmail API.
func (c *Client) SendCustomVerificationEmail(ctx context.Context, params *SendCustomVerificationEmailInput, optFns ...func(*Options)) (*SendCustomVerificationEmailOutput, error) {
	return &SendCustomVerificationEmailOutput{}, nil
}

// SendBounce calls the SendBounce API.
func (c *Client) SendBounce(ctx context.Context, params *SendBounceInput, optFns ...func(*Options)) (*SendBounceOutput, error) {
	return &SendBounceOutput{}, nil
}
