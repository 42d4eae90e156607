// Package mailgun is an idemlint test stub of github.com/mailgun/mailgun-go/v4@v4.23.0: only the declarations the tests use, with the real names, receivers and parameter names.
package mailgun

import "context"

// Message is an email.
type Message struct{}

// Mailgun is the client interface.
type Mailgun interface {
	Send(ctx context.Context, m *Message) (mes string, id string, err error)
}

// MailgunImpl is the client.
type MailgunImpl struct{}

// NewMailgun returns a client.
func NewMailgun(domain, apiKey string) *MailgunImpl { return &MailgunImpl{} }

// Send sends m.
func (mg *MailgunImpl) Send(ctx context.Context, m *Message) (mes, id string, err error) {
	return "", "", nil
}
