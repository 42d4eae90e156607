// Package modhandler consumes a JetStream stream for the module: each
// message goes to a messaging.MessageHandler that another package of the
// module declares and the services implement.
package modhandler

import (
	"context"
	"encoding/json"
	"log"

	"github.com/nats-io/nats.go/jetstream"

	"ackorder/modhandler/messaging"
	"extlib"
)

type PubSub struct {
	stream jetstream.JetStream
}

// Subscribe registers the handler made by natsHandler.
func (ps *PubSub) Subscribe(ctx context.Context, topic string, h messaging.MessageHandler) error {
	nh := ps.natsHandler(h)
	c, err := ps.stream.CreateOrUpdateConsumer(ctx, "events", jetstream.ConsumerConfig{Durable: topic, FilterSubject: topic})
	if err != nil {
		return err
	}
	_, err = c.Consume(nh)
	return err
}

// Bad: the handler's failure is logged, and the message acked anyway.
func (ps *PubSub) direct(c jetstream.Consumer, h messaging.MessageHandler) {
	c.Consume(func(m jetstream.Msg) {
		var msg messaging.Message
		if err := json.Unmarshal(m.Data(), &msg); err != nil {
			log.Print(err)
			return
		}
		if err := h.Handle(&msg); err != nil {
			log.Print(err)
		}
		m.Ack() // want `m.Ack runs after h.Handle at line 40 failed`
	})
}

// Bad: the handler's failure is logged, and the message acked anyway.
func (ps *PubSub) natsHandler(h messaging.MessageHandler) func(m jetstream.Msg) {
	return func(m jetstream.Msg) {
		var msg messaging.Message
		if err := json.Unmarshal(m.Data(), &msg); err != nil {
			log.Print(err)
			return
		}
		if err := h.Handle(&msg); err != nil {
			log.Print(err)
		}
		if err := m.Ack(); err != nil { // want `m.Ack runs after h.Handle at line 55 failed`
			log.Print(err)
		}
	}
}

// SubscribeChecked registers the handler made by checkedHandler.
func (ps *PubSub) SubscribeChecked(ctx context.Context, topic string, h messaging.MessageHandler) error {
	c, err := ps.stream.CreateOrUpdateConsumer(ctx, "events", jetstream.ConsumerConfig{Durable: topic, FilterSubject: topic})
	if err != nil {
		return err
	}
	_, err = c.Consume(ps.checkedHandler(h))
	return err
}

// Good: a failed message is left for redelivery.
func (ps *PubSub) checkedHandler(h messaging.MessageHandler) func(m jetstream.Msg) {
	return func(m jetstream.Msg) {
		var msg messaging.Message
		if err := json.Unmarshal(m.Data(), &msg); err != nil {
			m.Term()
			return
		}
		if err := h.Handle(&msg); err != nil {
			m.Nak()
			return
		}
		m.Ack()
	}
}

// SubscribeSink registers sinkHandler.
func (ps *PubSub) SubscribeSink(ctx context.Context, topic string, sink extlib.Sink) error {
	c, err := ps.stream.CreateOrUpdateConsumer(ctx, "events", jetstream.ConsumerConfig{Durable: topic, FilterSubject: topic})
	if err != nil {
		return err
	}
	_, err = c.Consume(sinkHandler(sink))
	return err
}

// Good for this rule: extlib.Sink is no handler of the module's, and what
// its Put does is not known.
func sinkHandler(sink extlib.Sink) func(m jetstream.Msg) {
	return func(m jetstream.Msg) {
		var msg messaging.Message
		if err := json.Unmarshal(m.Data(), &msg); err != nil {
			m.Term()
			return
		}
		if err := sink.Put(msg.ID); err != nil {
			log.Print(err)
		}
		m.Ack()
	}
}
