// Package pulsar is the catalogued library itself, linted as the main
// module by its maintainers: its own routers are analysed like any
// program's code, with the catalog's rows for its API.
package pulsar

import "context"

// MessageID identifies a message.
type MessageID interface{ Serialize() []byte }

// Message is a received message.
type Message interface {
	ID() MessageID
	Payload() []byte
}

// ProducerMessage is a message to send.
type ProducerMessage struct{ Payload []byte }

// Producer sends messages.
type Producer interface {
	Send(ctx context.Context, msg *ProducerMessage) (MessageID, error)
	SendAsync(ctx context.Context, msg *ProducerMessage, callback func(MessageID, *ProducerMessage, error))
}

// Consumer receives and acknowledges messages.
type Consumer interface {
	Receive(ctx context.Context) (Message, error)
	AckID(id MessageID) error
	NackID(id MessageID)
}

// ConsumerMessage is a message with the consumer that received it.
type ConsumerMessage struct {
	Consumer
	Message
}

// RetryMessage is a message routed to the retry topic.
type RetryMessage struct {
	producerMsg ProducerMessage
	consumerMsg ConsumerMessage
}
