// Package pubsub is an idemlint test stub of cloud.google.com/go/internal/pubsub (module cloud.google.com/go@v0.123.0): only the declarations the tests use, with the real names, receivers and parameter names.
package pubsub

import (
	"context"
	"time"
)

// Message is a Pub/Sub message; cloud.google.com/go/pubsub (v1 and v2) alias it.
type Message struct {
	ID              string
	Data            []byte
	Attributes      map[string]string
	PublishTime     time.Time
	DeliveryAttempt *int
	OrderingKey     string
}

// Ack acknowledges the message.
func (m *Message) Ack() {}

// Nack asks for redelivery.
func (m *Message) Nack() {}

// AckWithResult acknowledges the message and reports the outcome.
func (m *Message) AckWithResult() *AckResult { return &AckResult{} }

// NackWithResult asks for redelivery and reports the outcome.
func (m *Message) NackWithResult() *AckResult { return &AckResult{} }

// AcknowledgeStatus is the outcome of an ack or nack.
type AcknowledgeStatus int

// AckResult is the pending outcome of an ack or nack.
type AckResult struct{}

// Get waits for the outcome.
func (r *AckResult) Get(ctx context.Context) (res AcknowledgeStatus, err error) { return 0, nil }

// PublishResult is the pending result of a publish.
type PublishResult struct{}

// Get waits for the server ID of the published message.
func (r *PublishResult) Get(ctx context.Context) (serverID string, err error) { return "", nil }
