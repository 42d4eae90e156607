// Package pubsub is an idemlint test stub of cloud.google.com/go/pubsub@v1.52.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pubsub

import (
	"context"

	ipubsub "cloud.google.com/go/internal/pubsub"
)

// Message is a Pub/Sub message.
type Message = ipubsub.Message

// PublishResult is the pending result of a publish.
type PublishResult = ipubsub.PublishResult

// Client is a Pub/Sub client.
type Client struct{}

// NewClient returns a client (the real one also takes option.ClientOption values).
func NewClient(ctx context.Context, projectID string) (c *Client, err error) { return &Client{}, nil }

// Close closes the client.
func (c *Client) Close() error { return nil }

// Topic returns a topic handle.
func (c *Client) Topic(id string) *Topic { return &Topic{} }

// Subscription returns a subscription handle.
func (c *Client) Subscription(id string) *Subscription { return &Subscription{} }

// Topic is a v1 topic handle.
type Topic struct{}

// Publish publishes msg.
func (t *Topic) Publish(ctx context.Context, msg *Message) *PublishResult {
	return &PublishResult{}
}

// Stop flushes and stops the topic's publisher.
func (t *Topic) Stop() {}

// Subscription is a v1 subscription handle.
type Subscription struct{}

// Receive calls f for each message until ctx is done.
func (s *Subscription) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
