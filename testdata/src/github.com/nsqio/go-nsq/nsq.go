// Package nsq is an idemlint test stub of github.com/nsqio/go-nsq@v1.1.0: only the declarations the tests use, with the real names, receivers and parameter names.
package nsq

import "time"

// Message is an NSQ message.
type Message struct {
	Body     []byte
	Attempts uint16
}

// DisableAutoResponse disables the automatic response a handler's return makes.
func (m *Message) DisableAutoResponse() {}

// Finish sends a FIN command to the nsqd which sent this message.
func (m *Message) Finish() {}

// Touch sends a TOUCH command to the nsqd which sent this message.
func (m *Message) Touch() {}

// Requeue sends a REQ command to the nsqd which sent this message.
func (m *Message) Requeue(delay time.Duration) {}

// RequeueWithoutBackoff sends a REQ command without triggering backoff.
func (m *Message) RequeueWithoutBackoff(delay time.Duration) {}

// Handler is the message processing interface for Consumer.
type Handler interface {
	HandleMessage(message *Message) error
}

// HandlerFunc is a convenience type to avoid having to declare a struct
// to implement the Handler interface.
type HandlerFunc func(message *Message) error

// HandleMessage implements the Handler interface.
func (h HandlerFunc) HandleMessage(m *Message) error { return h(m) }

// Config configures a Consumer or a Producer.
type Config struct{}

// NewConfig returns a Config with the defaults.
func NewConfig() *Config { return &Config{} }

// Consumer is a high-level type to consume from NSQ.
type Consumer struct{}

// NewConsumer creates a new instance of Consumer.
func NewConsumer(topic string, channel string, config *Config) (*Consumer, error) {
	return &Consumer{}, nil
}

// AddHandler sets the Handler for messages received by this Consumer.
func (r *Consumer) AddHandler(handler Handler) {}

// AddConcurrentHandlers sets the Handler for messages received by this Consumer.
func (r *Consumer) AddConcurrentHandlers(handler Handler, concurrency int) {}

// ProducerTransaction is returned by the async publish methods.
type ProducerTransaction struct{ Error error }

// Producer is a high-level type to publish to NSQ.
type Producer struct{}

// Publish synchronously publishes a message body to the specified topic.
func (w *Producer) Publish(topic string, body []byte) error { return nil }

// MultiPublish synchronously publishes a slice of message bodies to the specified topic.
func (w *Producer) MultiPublish(topic string, body [][]byte) error { return nil }

// DeferredPublish synchronously publishes a message body to the specified topic
// where the message will queue at the channel level until the timeout expires.
func (w *Producer) DeferredPublish(topic string, delay time.Duration, body []byte) error { return nil }

// PublishAsync publishes a message body to the specified topic but does not wait for the response.
func (w *Producer) PublishAsync(topic string, body []byte, doneChan chan *ProducerTransaction, args ...interface{}) error {
	return nil
}

// MultiPublishAsync publishes a slice of message bodies to the specified topic but does not wait for the response.
func (w *Producer) MultiPublishAsync(topic string, body [][]byte, doneChan chan *ProducerTransaction, args ...interface{}) error {
	return nil
}

// DeferredPublishAsync publishes a message body to the specified topic
// where the message will queue at the channel level until the timeout expires
// but does not wait for the response.
func (w *Producer) DeferredPublishAsync(topic string, delay time.Duration, body []byte, doneChan chan *ProducerTransaction, args ...interface{}) error {
	return nil
}
