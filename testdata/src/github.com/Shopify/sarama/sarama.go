// Package sarama is an idemlint test stub of github.com/Shopify/sarama@v1.38.1: only the declarations the tests use, with the real names, receivers and parameter names.
package sarama

import (
	"context"
	"time"
)

// Offsets a consumer may start from.
const (
	OffsetNewest int64 = -1
	OffsetOldest int64 = -2
)

// Config configures producers and consumers.
type Config struct {
	Producer struct {
		Return struct {
			Successes bool
			Errors    bool
		}
	}
	Consumer struct {
		Return struct {
			Errors bool
		}
		Offsets struct {
			AutoCommit struct {
				Enable   bool
				Interval time.Duration
			}
			Initial int64
		}
	}
}

// NewConfig returns a Config with defaults.
func NewConfig() *Config { return &Config{} }

// Encoder is a message key or value.
type Encoder interface {
	Encode() ([]byte, error)
	Length() int
}

// StringEncoder encodes a string.
type StringEncoder string

// Encode returns the bytes of s.
func (s StringEncoder) Encode() ([]byte, error) { return []byte(s), nil }

// Length returns the length of s.
func (s StringEncoder) Length() int { return len(s) }

// ByteEncoder encodes bytes.
type ByteEncoder []byte

// Encode returns b.
func (b ByteEncoder) Encode() ([]byte, error) { return b, nil }

// Length returns the length of b.
func (b ByteEncoder) Length() int { return len(b) }

// RecordHeader is a record header.
type RecordHeader struct {
	Key   []byte
	Value []byte
}

// ProducerMessage is a message to produce.
type ProducerMessage struct {
	Topic     string
	Key       Encoder
	Value     Encoder
	Headers   []RecordHeader
	Metadata  any
	Offset    int64
	Partition int32
	Timestamp time.Time
}

// ProducerError is a failed produce.
type ProducerError struct {
	Msg *ProducerMessage
	Err error
}

// ConsumerMessage is a consumed message.
type ConsumerMessage struct {
	Headers   []*RecordHeader
	Timestamp time.Time

	Key, Value []byte
	Topic      string
	Partition  int32
	Offset     int64
}

// ConsumerError is a consume failure.
type ConsumerError struct {
	Topic     string
	Partition int32
	Err       error
}

// SyncProducer publishes and waits for the acknowledgement.
type SyncProducer interface {
	SendMessage(msg *ProducerMessage) (partition int32, offset int64, err error)
	SendMessages(msgs []*ProducerMessage) error
	Close() error
}

// NewSyncProducer creates a SyncProducer.
func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }

// AsyncProducer publishes through channels.
type AsyncProducer interface {
	AsyncClose()
	Close() error
	Input() chan<- *ProducerMessage
	Successes() <-chan *ProducerMessage
	Errors() <-chan *ProducerError
}

// NewAsyncProducer creates an AsyncProducer.
func NewAsyncProducer(addrs []string, conf *Config) (AsyncProducer, error) { return nil, nil }

// ConsumerGroupSession is one generation of a group member.
type ConsumerGroupSession interface {
	Claims() map[string][]int32
	MemberID() string
	GenerationID() int32
	MarkOffset(topic string, partition int32, offset int64, metadata string)
	Commit()
	ResetOffset(topic string, partition int32, offset int64, metadata string)
	MarkMessage(msg *ConsumerMessage, metadata string)
	Context() context.Context
}

// ConsumerGroupHandler handles the claims of a session.
type ConsumerGroupHandler interface {
	Setup(ConsumerGroupSession) error
	Cleanup(ConsumerGroupSession) error
	ConsumeClaim(ConsumerGroupSession, ConsumerGroupClaim) error
}

// ConsumerGroupClaim is one claimed partition.
type ConsumerGroupClaim interface {
	Topic() string
	Partition() int32
	InitialOffset() int64
	HighWaterMarkOffset() int64
	Messages() <-chan *ConsumerMessage
}

// ConsumerGroup consumes as a member of a group.
type ConsumerGroup interface {
	Consume(ctx context.Context, topics []string, handler ConsumerGroupHandler) error
	Errors() <-chan error
	Close() error
}

// NewConsumerGroup creates a ConsumerGroup.
func NewConsumerGroup(addrs []string, groupID string, config *Config) (ConsumerGroup, error) {
	return nil, nil
}

// Consumer consumes partitions without a group.
type Consumer interface {
	Topics() ([]string, error)
	Partitions(topic string) ([]int32, error)
	ConsumePartition(topic string, partition int32, offset int64) (PartitionConsumer, error)
	Close() error
}

// NewConsumer creates a Consumer.
func NewConsumer(addrs []string, config *Config) (Consumer, error) { return nil, nil }

// PartitionConsumer consumes one partition.
type PartitionConsumer interface {
	AsyncClose()
	Close() error
	Messages() <-chan *ConsumerMessage
	Errors() <-chan *ConsumerError
	HighWaterMarkOffset() int64
}
