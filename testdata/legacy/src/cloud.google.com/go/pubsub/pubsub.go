// Package pubsub is an idemlint test stub of cloud.google.com/go/pubsub@v1.8.3: only the declarations the tests use, with the real names, receivers and parameter names.
package pubsub

import "context"

// Message is a Pub/Sub message, declared in this package before v1.9.0.
type Message struct {
	ID   string
	Data []byte
}

// Ack acknowledges the message.
func (m *Message) Ack() {}

// Nack asks for the message to be redelivered.
func (m *Message) Nack() {}

// Client is a Pub/Sub client.
type Client struct{}

// Subscription returns a subscription handle.
func (c *Client) Subscription(id string) *Subscription { return &Subscription{} }

// Subscription is a subscription handle.
type Subscription struct{}

// Receive calls f for each message until ctx is done.
func (s *Subscription) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
