// Package nats is an idemlint test stub of github.com/nats-io/nats.go@v1.55.0: only the declarations the tests use, with the real names, receivers and parameter names.
package nats

import (
	"context"
	"time"
)

// Options configures a connection.
type Options struct{}

// Option is a connection option.
type Option func(*Options) error

// Conn is a NATS connection.
type Conn struct{}

// Connect connects to a server.
func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

// Close closes the connection.
func (nc *Conn) Close() {}

// Drain drains subscriptions and closes the connection.
func (nc *Conn) Drain() error { return nil }

// Header holds message headers.
type Header map[string][]string

// Add appends a header value.
func (h Header) Add(key, value string) {}

// Set replaces a header value.
func (h Header) Set(key, value string) {}

// Get returns the first header value.
func (h Header) Get(key string) string { return "" }

// Msg is a NATS message.
type Msg struct {
	Subject string
	Reply   string
	Header  Header
	Data    []byte
	Sub     *Subscription
}

// NewMsg returns a message for subject.
func NewMsg(subject string) *Msg { return &Msg{Subject: subject, Header: Header{}} }

// MsgHandler is a subscription callback.
type MsgHandler func(msg *Msg)

// Subscription is a subscription to a subject.
type Subscription struct{}

// Unsubscribe removes the subscription.
func (s *Subscription) Unsubscribe() error { return nil }

// NextMsg returns the next message of a synchronous subscription.
func (s *Subscription) NextMsg(timeout time.Duration) (*Msg, error) { return nil, nil }

// NextMsgWithContext returns the next message of a synchronous subscription.
func (s *Subscription) NextMsgWithContext(ctx context.Context) (*Msg, error) { return nil, nil }

// Fetch pulls a batch of messages.
func (sub *Subscription) Fetch(batch int, opts ...PullOpt) ([]*Msg, error) { return nil, nil }

// FetchBatch pulls a batch of messages as a stream.
func (sub *Subscription) FetchBatch(batch int, opts ...PullOpt) (MessageBatch, error) {
	return nil, nil
}

// MessageBatch is the result of FetchBatch.
type MessageBatch interface {
	Messages() <-chan *Msg
	Error() error
	Done() <-chan struct{}
}

// Publish publishes data to subj.
func (nc *Conn) Publish(subj string, data []byte) error { return nil }

// PublishMsg publishes m.
func (nc *Conn) PublishMsg(m *Msg) error { return nil }

// PublishRequest publishes data to subj with a reply subject.
func (nc *Conn) PublishRequest(subj, reply string, data []byte) error { return nil }

// Subscribe registers cb for subj.
func (nc *Conn) Subscribe(subj string, cb MsgHandler) (*Subscription, error) {
	return &Subscription{}, nil
}

// SubscribeSync subscribes for NextMsg.
func (nc *Conn) SubscribeSync(subj string) (*Subscription, error) { return &Subscription{}, nil }

// QueueSubscribe registers cb for subj in a queue group.
func (nc *Conn) QueueSubscribe(subj, queue string, cb MsgHandler) (*Subscription, error) {
	return &Subscription{}, nil
}
