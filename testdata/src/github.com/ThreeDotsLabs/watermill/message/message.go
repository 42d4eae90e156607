// Package message is an idemlint test stub of github.com/ThreeDotsLabs/watermill/message@v1.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package message

import (
	"context"

	"github.com/ThreeDotsLabs/watermill"
)

// Payload is a message body.
type Payload []byte

// Metadata holds message metadata.
type Metadata map[string]string

// Get returns a metadata value.
func (m Metadata) Get(key string) string { return m[key] }

// Set sets a metadata value.
func (m Metadata) Set(key, value string) { m[key] = value }

// Message is a watermill message.
type Message struct {
	UUID     string
	Metadata Metadata
	Payload  Payload
}

// NewMessage returns a message.
func NewMessage(uuid string, payload Payload) *Message {
	return &Message{UUID: uuid, Metadata: Metadata{}, Payload: payload}
}

// Ack acknowledges the message.
func (m *Message) Ack() bool { return true }

// Nack asks for redelivery.
func (m *Message) Nack() bool { return true }

// Context returns the message's context.
func (m *Message) Context() context.Context { return context.Background() }

// Publisher publishes messages.
type Publisher interface {
	Publish(topic string, messages ...*Message) error
	Close() error
}

// Subscriber subscribes to topics.
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (<-chan *Message, error)
	Close() error
}

// HandlerFunc handles a message and returns messages to publish.
type HandlerFunc func(msg *Message) ([]*Message, error)

// NoPublishHandlerFunc handles a message.
type NoPublishHandlerFunc func(msg *Message) error

// RouterConfig configures a Router.
type RouterConfig struct{}

// Router routes messages to handlers.
type Router struct{}

// Handler is a registered handler.
type Handler struct{}

// NewRouter returns a router.
func NewRouter(config RouterConfig, logger watermill.LoggerAdapter) (*Router, error) {
	return &Router{}, nil
}

// AddHandler registers a handler that may publish.
func (r *Router) AddHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	publishTopic string,
	publisher Publisher,
	handlerFunc HandlerFunc,
) *Handler {
	return &Handler{}
}

// AddConsumerHandler registers a handler that does not publish.
func (r *Router) AddConsumerHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return &Handler{}
}

// AddNoPublisherHandler registers a handler that does not publish.
func (r *Router) AddNoPublisherHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return &Handler{}
}

// Run runs the router until ctx is done.
func (r *Router) Run(ctx context.Context) (err error) { return nil }
