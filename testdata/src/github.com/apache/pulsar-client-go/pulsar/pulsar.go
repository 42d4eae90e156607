// Package pulsar is an idemlint test stub of github.com/apache/pulsar-client-go/pulsar@v0.19.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pulsar

import (
	"context"
	"time"
)

// MessageID identifies a message.
type MessageID interface{ Serialize() []byte }

// Message is a received message.
type Message interface {
	Payload() []byte
	ID() MessageID
	Key() string
}

// Consumer receives and acknowledges messages.
type Consumer interface {
	Receive(context.Context) (Message, error)
	Chan() <-chan ConsumerMessage
	Ack(Message) error
	AckID(MessageID) error
	AckCumulative(msg Message) error
	ReconsumeLater(msg Message, delay time.Duration)
	Nack(Message)
	NackID(MessageID)
	Close()
}

// ConsumerMessage is a message and the consumer it came from.
type ConsumerMessage struct {
	Consumer
	Message
}

// ProducerMessage is a message to send.
type ProducerMessage struct {
	Payload []byte
	Key     string
}

// Producer sends messages.
type Producer interface {
	Send(context.Context, *ProducerMessage) (MessageID, error)
	SendAsync(context.Context, *ProducerMessage, func(MessageID, *ProducerMessage, error))
}
