// Package jetstream is an idemlint test stub of github.com/nats-io/nats.go/jetstream@v1.55.0: only the declarations the tests use, with the real names, receivers and parameter names.
package jetstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

type (
	// JetStream is the JetStream API (the real one embeds more managers).
	JetStream interface {
		Conn() *nats.Conn
		StreamConsumerManager
		Publisher
	}

	// Publisher publishes to streams.
	Publisher interface {
		Publish(ctx context.Context, subject string, payload []byte, opts ...PublishOpt) (*PubAck, error)
		PublishMsg(ctx context.Context, msg *nats.Msg, opts ...PublishOpt) (*PubAck, error)
		PublishAsync(subject string, payload []byte, opts ...PublishOpt) (PubAckFuture, error)
		PublishMsgAsync(msg *nats.Msg, opts ...PublishOpt) (PubAckFuture, error)
		PublishAsyncComplete() <-chan struct{}
	}

	// StreamConsumerManager creates and looks up consumers.
	StreamConsumerManager interface {
		CreateOrUpdateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
		Consumer(ctx context.Context, stream string, consumer string) (Consumer, error)
		CreateOrUpdatePushConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (PushConsumer, error)
	}

	// JetStreamOpt configures New.
	JetStreamOpt func(*JetStreamOptions) error

	// JetStreamOptions configures JetStream.
	JetStreamOptions struct{}
)

// New returns a JetStream over nc.
func New(nc *nats.Conn, opts ...JetStreamOpt) (JetStream, error) { return nil, nil }

type (
	// PublishOpt configures a publish.
	PublishOpt func(*pubOpts) error

	pubOpts struct{ id string }

	// PubAck is the server's publish acknowledgement.
	PubAck struct {
		Stream    string
		Sequence  uint64
		Duplicate bool
	}

	// PubAckFuture is the pending result of an asynchronous publish.
	PubAckFuture interface {
		Ok() <-chan *PubAck
		Err() <-chan error
		Msg() *nats.Msg
	}
)

// WithMsgID sets the message ID used for deduplication.
func WithMsgID(id string) PublishOpt {
	return func(opts *pubOpts) error {
		opts.id = id
		return nil
	}
}

type (
	// Msg is a JetStream message.
	Msg interface {
		Data() []byte
		Headers() nats.Header
		Subject() string
		Ack() error
		DoubleAck(context.Context) error
		Nak() error
		NakWithDelay(delay time.Duration) error
		InProgress() error
		Term() error
		TermWithReason(reason string) error
	}

	// ConsumerConfig configures a consumer.
	ConsumerConfig struct {
		Name          string
		Durable       string
		FilterSubject string
	}

	// Consumer is a pull consumer.
	Consumer interface {
		Fetch(batch int, opts ...FetchOpt) (MessageBatch, error)
		FetchBytes(maxBytes int, opts ...FetchOpt) (MessageBatch, error)
		FetchNoWait(batch int) (MessageBatch, error)
		Consume(handler MessageHandler, opts ...PullConsumeOpt) (ConsumeContext, error)
		Messages(opts ...PullMessagesOpt) (MessagesContext, error)
		Next(opts ...FetchOpt) (Msg, error)
	}

	// PushConsumer is a push consumer.
	PushConsumer interface {
		Consume(handler MessageHandler, opts ...PushConsumeOpt) (ConsumeContext, error)
	}

	// MessageHandler is a Consume callback.
	MessageHandler func(msg Msg)

	// MessagesContext iterates over messages.
	MessagesContext interface {
		Next(opts ...NextOpt) (Msg, error)
		Stop()
		Drain()
	}

	// ConsumeContext controls a Consume.
	ConsumeContext interface {
		Stop()
		Drain()
		Closed() <-chan struct{}
	}

	// MessageBatch is the result of a Fetch.
	MessageBatch interface {
		Messages() <-chan Msg
		Error() error
	}

	// FetchOpt configures a Fetch or Next.
	FetchOpt func(*pullRequest) error

	pullRequest struct{}

	// PullConsumeOpt configures a Consume.
	PullConsumeOpt interface {
		configureConsume(*consumeOpts) error
	}

	// PullMessagesOpt configures Messages.
	PullMessagesOpt interface {
		configureMessages(*consumeOpts) error
	}

	consumeOpts struct{}

	// NextOpt configures MessagesContext.Next.
	NextOpt interface {
		configureNext(*nextOpts)
	}

	nextOpts struct{}

	// PushConsumeOpt configures a push Consume.
	PushConsumeOpt interface {
		configurePushConsume(*pushConsumeOpts) error
	}

	pushConsumeOpts struct{}
)

type (
	// KeyValue is a key-value bucket kept in a stream.
	KeyValue interface {
		Get(ctx context.Context, key string) (KeyValueEntry, error)
		Put(ctx context.Context, key string, value []byte) (uint64, error)
		PutString(ctx context.Context, key string, value string) (uint64, error)
		Create(ctx context.Context, key string, value []byte, opts ...KVCreateOpt) (uint64, error)
		Update(ctx context.Context, key string, value []byte, revision uint64) (uint64, error)
		Delete(ctx context.Context, key string, opts ...KVDeleteOpt) error
		Purge(ctx context.Context, key string, opts ...KVDeleteOpt) error
	}

	// KeyValueEntry is one value of a key.
	KeyValueEntry interface {
		Key() string
		Value() []byte
		Revision() uint64
	}

	// KVCreateOpt configures Create.
	KVCreateOpt interface{ configureCreate(*createOpts) error }

	createOpts struct{}

	// KVDeleteOpt configures Delete and Purge.
	KVDeleteOpt interface{ configureDelete(*deleteOpts) error }

	deleteOpts struct{}

	// JetStreamError is an error of the JetStream API.
	JetStreamError interface {
		error
	}

	jsError struct{ message string }
)

func (e *jsError) Error() string { return e.message }

var (
	// ErrKeyExists is returned when a key to create exists already.
	ErrKeyExists JetStreamError = &jsError{message: "key exists"}
	// ErrKeyNotFound is returned when a key is not in the bucket.
	ErrKeyNotFound JetStreamError = &jsError{message: "key not found"}
)
