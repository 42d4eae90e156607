package nats

import "time"

// MsgIdHdr is the header JetStream deduplicates on.
const MsgIdHdr = "Nats-Msg-Id"

// JSOpt configures a JetStream context.
type JSOpt interface {
	configureJSContext(opts *jsOpts) error
}

type jsOpts struct{}

// JetStream is the legacy JetStream publish and subscribe API.
type JetStream interface {
	Publish(subj string, data []byte, opts ...PubOpt) (*PubAck, error)
	PublishMsg(m *Msg, opts ...PubOpt) (*PubAck, error)
	PublishAsync(subj string, data []byte, opts ...PubOpt) (PubAckFuture, error)
	PublishMsgAsync(m *Msg, opts ...PubOpt) (PubAckFuture, error)
	Subscribe(subj string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
	SubscribeSync(subj string, opts ...SubOpt) (*Subscription, error)
	QueueSubscribe(subj, queue string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
	PullSubscribe(subj, durable string, opts ...SubOpt) (*Subscription, error)
}

// JetStreamContext embeds JetStream (and, for real, the management APIs).
type JetStreamContext interface {
	JetStream
}

// JetStream returns a JetStream context.
func (nc *Conn) JetStream(opts ...JSOpt) (JetStreamContext, error) { return nil, nil }

// PubOpt configures a JetStream publish.
type PubOpt interface {
	configurePublish(opts *pubOpts) error
}

type pubOpts struct{ id string }

type pubOptFn func(opts *pubOpts) error

func (opt pubOptFn) configurePublish(opts *pubOpts) error { return opt(opts) }

// MsgId sets the message ID JetStream deduplicates on.
func MsgId(id string) PubOpt {
	return pubOptFn(func(opts *pubOpts) error {
		opts.id = id
		return nil
	})
}

// PubAck is the server's publish acknowledgement.
type PubAck struct {
	Stream    string
	Sequence  uint64
	Duplicate bool
}

// PubAckFuture is the pending result of an asynchronous publish.
type PubAckFuture interface {
	Ok() <-chan *PubAck
	Err() <-chan error
	Msg() *Msg
}

// SubOpt configures a JetStream subscription.
type SubOpt interface {
	configureSubscribe(opts *subOpts) error
}

type subOpts struct{ manualAck bool }

type subOptFn func(opts *subOpts) error

func (opt subOptFn) configureSubscribe(opts *subOpts) error { return opt(opts) }

// ManualAck disables automatic acknowledgement of callback subscriptions.
func ManualAck() SubOpt {
	return subOptFn(func(opts *subOpts) error {
		opts.manualAck = true
		return nil
	})
}

// AckNone sets the consumer's ack policy to none: nothing is acked, nor
// redelivered.
func AckNone() SubOpt {
	return subOptFn(func(opts *subOpts) error { return nil })
}

// OrderedConsumer makes an ephemeral, flow-controlled consumer with no
// acks.
func OrderedConsumer() SubOpt {
	return subOptFn(func(opts *subOpts) error { return nil })
}

// PullOpt configures a Fetch.
type PullOpt interface {
	configurePull(opts *pullOpts) error
}

type pullOpts struct{}

// AckOpt configures an acknowledgement.
type AckOpt interface {
	configureAck(opts *ackOpts) error
}

type ackOpts struct{}

// Ack acknowledges a JetStream message.
func (m *Msg) Ack(opts ...AckOpt) error { return nil }

// AckSync acknowledges a JetStream message and waits for the server.
func (m *Msg) AckSync(opts ...AckOpt) error { return nil }

// Nak asks for redelivery.
func (m *Msg) Nak(opts ...AckOpt) error { return nil }

// NakWithDelay asks for redelivery after delay.
func (m *Msg) NakWithDelay(delay time.Duration, opts ...AckOpt) error { return nil }

// Term stops redelivery.
func (m *Msg) Term(opts ...AckOpt) error { return nil }

// InProgress resets the redelivery timer.
func (m *Msg) InProgress(opts ...AckOpt) error { return nil }

// BindStream binds a subscription to an existing stream.
func BindStream(stream string) SubOpt {
	return subOptFn(func(opts *subOpts) error { return nil })
}
