// Package mail is an idemlint test stub of github.com/ory/mail/v3@v3.0.0: only the declarations the tests use, with the real names, receivers and parameter names.
package mail

import (
	"context"
	"io"
)

// Message represents an email.
type Message struct{}

// NewMessage creates a new message.
func NewMessage() *Message { return &Message{} }

// SetHeader sets a value to the given header field.
func (m *Message) SetHeader(field string, value ...string) {}

// SetBody sets the body of the message.
func (m *Message) SetBody(contentType, body string) {}

// Dialer is a dialer to an SMTP server.
type Dialer struct {
	Host string
	Port int
}

// NewDialer returns a new SMTP Dialer.
func NewDialer(host string, port int, username, password string) *Dialer {
	return &Dialer{Host: host, Port: port}
}

// DialAndSend opens a connection to the SMTP server, sends the given emails and closes the connection.
func (d *Dialer) DialAndSend(ctx context.Context, m ...*Message) error { return nil }

// Sender is the interface that wraps the Send method.
type Sender interface {
	Send(ctx context.Context, from string, to []string, msg io.WriterTo) error
}

// Send sends emails using the given Sender.
func Send(ctx context.Context, s Sender, msg ...*Message) error { return nil }
