// Package pubsub is an idemlint test stub of gocloud.dev@v0.47.0/pubsub: only the declarations the tests use, with the real names, receivers and parameter names.
package pubsub

import "context"

// Message is a message.
type Message struct {
	LoggableID string
	Body       []byte
	Metadata   map[string]string
}

// Ack acknowledges the message.
func (m *Message) Ack() {}

// Nack negatively acknowledges the message.
func (m *Message) Nack() {}

// Subscription receives messages.
type Subscription struct{}

// Receive receives and returns the next message.
func (s *Subscription) Receive(ctx context.Context) (_ *Message, err error) { return &Message{}, nil }

// Topic publishes messages.
type Topic struct{}

// Send publishes a message.
func (t *Topic) Send(ctx context.Context, m *Message) (err error) { return nil }
