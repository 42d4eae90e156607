// Package resend is an idemlint test stub of github.com/resend/resend-go/v2@v2.28.0: only the declarations the tests use, with the real names, receivers and parameter names.
package resend

import "context"

// SendEmailRequest is an email.
type SendEmailRequest struct{ To []string }

// SendEmailResponse is the answer.
type SendEmailResponse struct{ Id string }

// SendEmailOptions carries the idempotency key.
type SendEmailOptions struct {
	IdempotencyKey string
}

// EmailsSvc sends email.
type EmailsSvc interface {
	Send(params *SendEmailRequest) (*SendEmailResponse, error)
	SendWithContext(ctx context.Context, params *SendEmailRequest) (*SendEmailResponse, error)
	SendWithOptions(ctx context.Context, params *SendEmailRequest, options *SendEmailOptions) (*SendEmailResponse, error)
}

// EmailsSvcImpl implements EmailsSvc.
type EmailsSvcImpl struct{}

func (s *EmailsSvcImpl) Send(params *SendEmailRequest) (*SendEmailResponse, error) { return nil, nil }

func (s *EmailsSvcImpl) SendWithContext(ctx context.Context, params *SendEmailRequest) (*SendEmailResponse, error) {
	return nil, nil
}

func (s *EmailsSvcImpl) SendWithOptions(ctx context.Context, params *SendEmailRequest, options *SendEmailOptions) (*SendEmailResponse, error) {
	return nil, nil
}

// Client holds the services.
type Client struct {
	Emails EmailsSvc
}

// NewClient returns a client.
func NewClient(apiKey string) *Client { return &Client{Emails: &EmailsSvcImpl{}} }
