// Package kafka is an idemlint test stub of github.com/segmentio/kafka-go@v0.4.51: only the declarations the tests use, with the real names, receivers and parameter names.
package kafka

import (
	"context"
	"net"
	"time"
)

// Header is a message header. The real Header is an alias of
// protocol.Header; the stub declares it here.
type Header struct {
	Key   string
	Value []byte
}

// Message is a Kafka message.
type Message struct {
	Topic         string
	Partition     int
	Offset        int64
	HighWaterMark int64
	Key           []byte
	Value         []byte
	Headers       []Header
	WriterData    interface{}
	Time          time.Time
}

// TCP returns the address of brokers reached over TCP.
func TCP(address ...string) net.Addr { return nil }

// Balancer picks a partition for a message.
type Balancer interface {
	Balance(msg Message, partitions ...int) (partition int)
}

// Hash balances by key hash.
type Hash struct{}

// Balance picks the partition of msg's key.
func (h *Hash) Balance(msg Message, partitions ...int) int { return 0 }

// Writer writes messages to Kafka.
type Writer struct {
	Addr         net.Addr
	Topic        string
	Balancer     Balancer
	MaxAttempts  int
	BatchSize    int
	BatchTimeout time.Duration
	Async        bool
	Completion   func(messages []Message, err error)
}

// WriteMessages writes msgs.
func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }

// Close flushes and closes the writer.
func (w *Writer) Close() error { return nil }

// ReaderConfig configures a Reader. With a GroupID, ReadMessage commits.
type ReaderConfig struct {
	Brokers        []string
	GroupID        string
	GroupTopics    []string
	Topic          string
	Partition      int
	MinBytes       int
	MaxBytes       int
	MaxWait        time.Duration
	CommitInterval time.Duration
	StartOffset    int64
}

// Reader reads messages from Kafka.
type Reader struct {
	config ReaderConfig
}

// NewReader creates a Reader.
func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

// Config returns the reader's configuration.
func (r *Reader) Config() ReaderConfig { return r.config }

// ReadMessage reads the next message, committing it when the reader has a GroupID.
func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return Message{}, nil }

// FetchMessage reads the next message without committing it.
func (r *Reader) FetchMessage(ctx context.Context) (Message, error) { return Message{}, nil }

// CommitMessages commits msgs.
func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }

// Close closes the reader.
func (r *Reader) Close() error { return nil }
