// Package amqp is an idemlint test stub of github.com/streadway/amqp@v1.1.0: only the declarations the tests use, with the real names, receivers and parameter names.
package amqp

import "time"

// Table holds header and argument values.
type Table map[string]any

// Connection is an AMQP connection.
type Connection struct{}

// Dial connects to a broker.
func Dial(url string) (*Connection, error) { return &Connection{}, nil }

// Channel opens a channel.
func (c *Connection) Channel() (*Channel, error) { return &Channel{}, nil }

// Close closes the connection.
func (c *Connection) Close() error { return nil }

// Channel is an AMQP channel.
type Channel struct{}

// Publishing is an outgoing message.
type Publishing struct {
	Headers       Table
	ContentType   string
	CorrelationId string
	MessageId     string
	Timestamp     time.Time
	Type          string
	Body          []byte
}

// Delivery is a received message.
type Delivery struct {
	Headers     Table
	MessageId   string
	ConsumerTag string
	DeliveryTag uint64
	Redelivered bool
	Exchange    string
	RoutingKey  string
	Body        []byte
}

// Close closes the channel.
func (ch *Channel) Close() error { return nil }

// Consume starts delivering messages.
func (ch *Channel) Consume(queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args Table) (<-chan Delivery, error) {
	return nil, nil
}

// Publish sends a message.
func (ch *Channel) Publish(exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}

// Get fetches one message.
func (ch *Channel) Get(queue string, autoAck bool) (msg Delivery, ok bool, err error) {
	return Delivery{}, false, nil
}

// Ack acknowledges a delivery by tag.
func (ch *Channel) Ack(tag uint64, multiple bool) error { return nil }

// Nack negatively acknowledges a delivery by tag.
func (ch *Channel) Nack(tag uint64, multiple bool, requeue bool) error { return nil }

// Reject rejects a delivery by tag.
func (ch *Channel) Reject(tag uint64, requeue bool) error { return nil }

// Ack acknowledges the delivery.
func (d Delivery) Ack(multiple bool) error { return nil }

// Reject rejects the delivery.
func (d Delivery) Reject(requeue bool) error { return nil }

// Nack negatively acknowledges the delivery.
func (d Delivery) Nack(multiple, requeue bool) error { return nil }

// Queue captures the current server state of the queue on the server
// returned from Channel.QueueDeclare.
type Queue struct {
	Name      string
	Messages  int
	Consumers int
}

// QueueDeclare declares a queue to hold messages and deliver to consumers.
func (ch *Channel) QueueDeclare(name string, durable, autoDelete, exclusive, noWait bool, args Table) (Queue, error) {
	return Queue{Name: name}, nil
}
