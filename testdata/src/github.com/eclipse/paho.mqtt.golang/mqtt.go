// Package mqtt is an idemlint test stub of github.com/eclipse/paho.mqtt.golang@v1.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package mqtt

import "time"

// Message is a received message passed to the callbacks.
type Message interface {
	Duplicate() bool
	Qos() byte
	Retained() bool
	Topic() string
	MessageID() uint16
	Payload() []byte
	Ack()
}

// Token tracks an asynchronous operation.
type Token interface {
	Wait() bool
	WaitTimeout(time.Duration) bool
	Error() error
}

// MessageHandler is a callback type which can be set to be executed upon
// the arrival of messages published to topics to which the client is
// subscribed.
type MessageHandler func(Client, Message)

// Client is the interface definition for a Client as used by this library.
type Client interface {
	Publish(topic string, qos byte, retained bool, payload interface{}) Token
	Subscribe(topic string, qos byte, callback MessageHandler) Token
	SubscribeMultiple(filters map[string]byte, callback MessageHandler) Token
	AddRoute(topic string, callback MessageHandler)
}

// ClientOptions configures a Client.
type ClientOptions struct{ AutoAckDisabled bool }

// NewClientOptions returns the default options.
func NewClientOptions() *ClientOptions { return &ClientOptions{} }

// SetAutoAckDisabled enables or disables the automated acking of messages
// received by the handler.
func (o *ClientOptions) SetAutoAckDisabled(autoAckDisabled bool) *ClientOptions {
	o.AutoAckDisabled = autoAckDisabled
	return o
}
