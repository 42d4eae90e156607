// Package nats consumes "order paid" events from a NATS JetStream consumer
// and publishes "order ready" events to JetStream.
package nats

import (
	"context"
	"log"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/oklog/ulid/v2"
	"golang.org/x/sync/errgroup"

	"github.com/idemlint/idemlint/examples/orders"
)

// Consumer applies JetStream messages to Store.
type Consumer struct {
	JS    jetstream.JetStream
	Store *orders.Store
}

func (c *Consumer) apply(ctx context.Context, msg jetstream.Msg) error {
	ev, err := orders.Decode(msg.Data())
	if err != nil {
		return err
	}
	return c.Store.Apply(ctx, ev)
}

// ConsumeBuggy acks while the goroutine it started still applies the
// message.
func (c *Consumer) ConsumeBuggy(ctx context.Context, cons jetstream.Consumer) (jetstream.ConsumeContext, error) {
	return cons.Consume(func(msg jetstream.Msg) {
		go func() {
			if err := c.apply(ctx, msg); err != nil {
				log.Printf("nats: %s: %v", msg.Subject(), err)
			}
		}()
		if err := msg.Ack(); err != nil { // idemlint: want ackorder
			log.Printf("nats: ack: %v", err)
		}
	})
}

// Consume waits for the work, then acks it or asks for redelivery.
func (c *Consumer) Consume(ctx context.Context, cons jetstream.Consumer) (jetstream.ConsumeContext, error) {
	return cons.Consume(func(msg jetstream.Msg) {
		g, gctx := errgroup.WithContext(ctx)
		g.Go(func() error { return c.apply(gctx, msg) })
		if err := g.Wait(); err != nil {
			log.Printf("nats: %s: %v", msg.Subject(), err)
			_ = msg.Nak()
			return
		}
		if err := msg.Ack(); err != nil { // idemlint: ok
			log.Printf("nats: ack: %v", err)
		}
	})
}

// PublishReadyBuggy forwards the caller's message id and makes one up when
// there is none: those publishes are never deduplicated.
func (c *Consumer) PublishReadyBuggy(ctx context.Context, orderID string, hdr nats.Header) error {
	id := hdr.Get(jetstream.MsgIDHeader)
	if id == "" {
		id = ulid.Make().String()
	}
	_, err := c.JS.Publish(ctx, "orders.ready", []byte(orderID), jetstream.WithMsgID(id)) // idemlint: want randomkey
	return err
}

// PublishReady derives the message id from the order.
func (c *Consumer) PublishReady(ctx context.Context, orderID string) error {
	_, err := c.JS.Publish(ctx, "orders.ready", []byte(orderID), jetstream.WithMsgID("ready-"+orderID)) // idemlint: ok
	return err
}
