// Package pubsub is an idemlint test stub of cloud.google.com/go/pubsub/v2@v2.9.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pubsub

import (
	"context"

	ipubsub "cloud.google.com/go/internal/pubsub"
)

// Message is a Pub/Sub message.
type Message = ipubsub.Message

// PublishResult is the pending result of a publish.
type PublishResult = ipubsub.PublishResult

// AckResult is the pending outcome of an ack or nack.
type AckResult = ipubsub.AckResult

// Client is a Pub/Sub client.
type Client struct{}

// NewClient returns a client (the real one also takes option.ClientOption values).
func NewClient(ctx context.Context, projectID string) (c *Client, err error) { return &Client{}, nil }

// Close closes the client.
func (c *Client) Close() error { return nil }

// Publisher returns a publisher for a topic.
func (c *Client) Publisher(topicNameOrID string) *Publisher { return &Publisher{} }

// Subscriber returns a subscriber for a subscription.
func (c *Client) Subscriber(nameOrID string) *Subscriber { return &Subscriber{} }

// Publisher publishes to a topic.
type Publisher struct{}

// Publish publishes msg.
func (t *Publisher) Publish(ctx context.Context, msg *Message) *PublishResult {
	return &PublishResult{}
}

// Stop flushes and stops the publisher.
func (t *Publisher) Stop() {}

// Subscriber receives from a subscription.
type Subscriber struct{}

// Receive calls f for each message until ctx is done.
func (s *Subscriber) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
