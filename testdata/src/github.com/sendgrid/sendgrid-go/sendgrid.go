// Package sendgrid is an idemlint test stub of github.com/sendgrid/sendgrid-go@v3.16.1: only the declarations the tests use, with the real names, receivers and parameter names.
package sendgrid

import "context"

// SGMailV3 stands for mail.SGMailV3.
type SGMailV3 struct{}

// Response stands for rest.Response.
type Response struct{ StatusCode int }

// Client sends mail.
type Client struct{}

// NewSendClient returns a client.
func NewSendClient(key string) *Client { return &Client{} }

// Send sends email.
func (cl *Client) Send(email *SGMailV3) (*Response, error) { return nil, nil }

// SendWithContext sends email.
func (cl *Client) SendWithContext(ctx context.Context, email *SGMailV3) (*Response, error) {
	return nil, nil
}
