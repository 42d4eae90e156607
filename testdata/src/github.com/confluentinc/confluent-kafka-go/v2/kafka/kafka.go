// Package kafka is an idemlint test stub of github.com/confluentinc/confluent-kafka-go/v2/kafka@v2.11.1: only the declarations the tests use, with the real names, receivers and parameter names.
// The real package wraps librdkafka through cgo; the stub is pure Go.
package kafka

import "time"

// ConfigValue is a configuration value.
type ConfigValue interface{}

// ConfigMap is a librdkafka configuration.
type ConfigMap map[string]ConfigValue

// Offset is a partition offset.
type Offset int64

// Special offsets (librdkafka's values).
const (
	OffsetBeginning = Offset(-2)
	OffsetEnd       = Offset(-1)
	OffsetStored    = Offset(-1000)
)

// PartitionAny lets the partitioner pick the partition.
const PartitionAny = int32(-1)

// ErrorCode is a librdkafka error code.
type ErrorCode int

// Error codes the tests use (librdkafka's values).
const (
	ErrTimedOut     ErrorCode = -185
	ErrPartitionEOF ErrorCode = -191
)

// Error is a Kafka error.
type Error struct {
	code ErrorCode
	str  string
}

// Error returns the error text.
func (e Error) Error() string { return e.str }

// String returns the error text.
func (e Error) String() string { return e.str }

// Code returns the error code.
func (e Error) Code() ErrorCode { return e.code }

// IsTimeout reports whether the error is a timeout.
func (e Error) IsTimeout() bool { return e.code == ErrTimedOut }

// Event is something delivered by Poll or an events channel.
type Event interface {
	String() string
}

// TopicPartition is a topic, partition and offset.
type TopicPartition struct {
	Topic       *string
	Partition   int32
	Offset      Offset
	Metadata    *string
	Error       error
	LeaderEpoch *int32
}

// Header is a message header.
type Header struct {
	Key   string
	Value []byte
}

// TimestampType says where a timestamp came from.
type TimestampType int

// Message is a produced or consumed message.
type Message struct {
	TopicPartition TopicPartition
	Value          []byte
	Key            []byte
	Timestamp      time.Time
	TimestampType  TimestampType
	Opaque         interface{}
	Headers        []Header
}

// String returns a description of the message.
func (m *Message) String() string { return "" }

// Producer produces messages.
type Producer struct {
	events chan Event
}

// NewProducer creates a Producer.
func NewProducer(conf *ConfigMap) (*Producer, error) { return &Producer{}, nil }

// Produce enqueues msg; the delivery report goes to deliveryChan or Events.
func (p *Producer) Produce(msg *Message, deliveryChan chan Event) error { return nil }

// Events returns the delivery report channel.
func (p *Producer) Events() chan Event { return p.events }

// Flush waits up to timeoutMs for outstanding deliveries.
func (p *Producer) Flush(timeoutMs int) int { return 0 }

// Close closes the producer.
func (p *Producer) Close() {}

// RebalanceCb is called on group rebalances.
type RebalanceCb func(*Consumer, Event) error

// Consumer consumes messages.
type Consumer struct {
	events chan Event
}

// NewConsumer creates a Consumer.
func NewConsumer(conf *ConfigMap) (*Consumer, error) { return &Consumer{}, nil }

// Subscribe subscribes to topic.
func (c *Consumer) Subscribe(topic string, rebalanceCb RebalanceCb) error { return nil }

// SubscribeTopics subscribes to topics.
func (c *Consumer) SubscribeTopics(topics []string, rebalanceCb RebalanceCb) (err error) {
	return nil
}

// Poll returns the next event, or nil after timeoutMs.
func (c *Consumer) Poll(timeoutMs int) (event Event) { return nil }

// Events returns the events channel (go.events.channel.enable).
func (c *Consumer) Events() chan Event { return c.events }

// ReadMessage polls for the next message.
func (c *Consumer) ReadMessage(timeout time.Duration) (*Message, error) { return nil, nil }

// Commit commits the stored offsets.
func (c *Consumer) Commit() ([]TopicPartition, error) { return nil, nil }

// CommitMessage commits the offset after m.
func (c *Consumer) CommitMessage(m *Message) ([]TopicPartition, error) { return nil, nil }

// CommitOffsets commits offsets.
func (c *Consumer) CommitOffsets(offsets []TopicPartition) ([]TopicPartition, error) {
	return nil, nil
}

// StoreOffsets stores offsets for the next commit.
func (c *Consumer) StoreOffsets(offsets []TopicPartition) (storedOffsets []TopicPartition, err error) {
	return nil, nil
}

// StoreMessage stores the offset after m for the next commit.
func (c *Consumer) StoreMessage(m *Message) (storedOffsets []TopicPartition, err error) {
	return nil, nil
}

// Close leaves the group and closes the consumer.
func (c *Consumer) Close() (err error) { return nil }
