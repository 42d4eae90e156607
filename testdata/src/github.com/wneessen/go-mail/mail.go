// Package mail is an idemlint test stub of github.com/wneessen/go-mail@v0.8.1: only the declarations the tests use, with the real names, receivers and parameter names.
package mail

import "context"

// Msg is an email.
type Msg struct{}

// Client is an SMTP client.
type Client struct{}

// DialAndSend dials and sends.
func (c *Client) DialAndSend(messages ...*Msg) error { return nil }

// DialAndSendWithContext dials and sends.
func (c *Client) DialAndSendWithContext(ctx context.Context, messages ...*Msg) (err error) {
	return nil
}

// Send sends on an open connection.
func (c *Client) Send(messages ...*Msg) (returnErr error) { return nil }

// NewMsg returns a new email.
func NewMsg(opts ...MsgOption) *Msg { return &Msg{} }

// MsgOption configures a Msg.
type MsgOption func(*Msg)
