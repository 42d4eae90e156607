// Package gomail is an idemlint test stub of gopkg.in/gomail.v2@v2.0.0-20160411212932-81ebce5c23df: only the declarations the tests use, with the real names, receivers and parameter names.
package gomail

// Message is an email.
type Message struct{}

// NewMessage returns a message.
func NewMessage() *Message { return &Message{} }

// Sender sends messages.
type Sender interface {
	Send(from string, to []string, msg any) error
}

// Dialer dials an SMTP server.
type Dialer struct{ Host string }

// NewDialer returns a dialer.
func NewDialer(host string, port int, username, password string) *Dialer { return &Dialer{Host: host} }

// DialAndSend dials and sends the messages.
func (d *Dialer) DialAndSend(m ...*Message) error { return nil }

// Send sends the messages with s.
func Send(s Sender, msg ...*Message) error { return nil }
