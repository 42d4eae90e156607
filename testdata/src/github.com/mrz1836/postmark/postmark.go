// Package postmark is an idemlint test stub of github.com/mrz1836/postmark@v1.7.4: only the declarations the tests use, with the real names, receivers and parameter names.
package postmark

import "context"

// Email is one email.
type Email struct {
	From     string
	To       string
	Subject  string
	TextBody string
}

// TemplatedEmail is one email from a template.
type TemplatedEmail struct {
	TemplateAlias string
	From          string
	To            string
}

// EmailResponse is the answer to a send.
type EmailResponse struct {
	To        string
	MessageID string
}

// Client calls the Postmark API.
type Client struct{}

// NewClient returns a client.
func NewClient(serverToken string, accountToken string) *Client { return &Client{} }

func (client *Client) SendEmail(ctx context.Context, email Email) (EmailResponse, error) {
	return EmailResponse{}, nil
}

func (client *Client) SendEmailBatch(ctx context.Context, emails []Email) ([]EmailResponse, error) {
	return nil, nil
}

func (client *Client) SendTemplatedEmail(ctx context.Context, email TemplatedEmail) (EmailResponse, error) {
	return EmailResponse{}, nil
}

func (client *Client) SendTemplatedEmailBatch(ctx context.Context, emails []TemplatedEmail) ([]EmailResponse, error) {
	return nil, nil
}
