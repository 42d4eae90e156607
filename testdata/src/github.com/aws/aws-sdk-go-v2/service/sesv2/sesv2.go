// Package sesv2 is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sesv2@v1.79.9: only the declarations the tests use, with the real names, receivers and parameter names.
package sesv2

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
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
	Content              *types.EmailContent
	ConfigurationSetName *string
	Destination          *types.Destination
	EmailTags            []types.MessageTag
	FromEmailAddress     *string
	ReplyToAddresses     []string
}

// SendEmailOutput is the SendEmailOutput shape.
type SendEmailOutput struct {
	MessageId *string
}

// SendBulkEmailInput is the SendBulkEmailInput shape.
type SendBulkEmailInput struct {
	BulkEmailEntries     []types.BulkEmailEntry
	DefaultContent       *types.BulkEmailContent
	ConfigurationSetName *string
	DefaultEmailTags     []types.MessageTag
	FromEmailAddress     *string
	ReplyToAddresses     []string
}

// SendBulkEmailOutput is the SendBulkEmailOutput shape.
type SendBulkEmailOutput struct {
	BulkEmailEntryResults []types.BulkEmailEntryResult
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

// SendEmail calls the SendEmail API.
func (c *Client) SendEmail(ctx context.Context, params *SendEmailInput, optFns ...func(*Options)) (*SendEmailOutput, error) {
	return &SendEmailOutput{}, nil
}

// SendBulkEmail calls the SendBulkEmail API.
func (c *Client) SendBulkEmail(ctx context.Context, params *SendBulkEmailInput, optFns ...func(*Options)) (*SendBulkEmailOutput, error) {
	return &SendBulkEmailOutput{}, nil
}

// SendCustomVerificationEmail calls the SendCustomVerificationEmail API.
func (c *Client) SendCustomVerificationEmail(ctx context.Context, params *SendCustomVerificationEmailInput, optFns ...func(*Options)) (*SendCustomVerificationEmailOutput, error) {
	return &SendCustomVerificationEmailOutput{}, nil
}
