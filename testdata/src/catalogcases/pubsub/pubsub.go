// Package pubsub calls every Google Cloud Pub/Sub row (v2 and v1) of the idemlint catalog once.
package pubsub

import (
	"context"

	pubsubv1 "cloud.google.com/go/pubsub"
	"cloud.google.com/go/pubsub/v2"
)

func publish(ctx context.Context, c *pubsub.Client, body []byte) (string, error) {
	pub := c.Publisher("orders")
	defer pub.Stop()
	res := pub.Publish(ctx, &pubsub.Message{Data: body}) // row: Publisher.Publish
	return res.Get(ctx)
}

func receive(ctx context.Context, c *pubsub.Client, handle func(context.Context, []byte) error) error {
	return c.Subscriber("orders-worker").Receive(ctx, func(ctx context.Context, m *pubsub.Message) { // row: Subscriber.Receive
		if err := handle(ctx, m.Data); err != nil {
			m.Nack() // row: Message.Nack
			return
		}
		m.Ack() // row: Message.Ack
	})
}

func receiveWithResult(ctx context.Context, c *pubsub.Client, handle func(context.Context, []byte) error) error {
	return c.Subscriber("orders-worker").Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if err := handle(ctx, m.Data); err != nil {
			_, _ = m.NackWithResult().Get(ctx) // row: Message.NackWithResult
			return
		}
		_, _ = m.AckWithResult().Get(ctx) // row: Message.AckWithResult
	})
}

func publishV1(ctx context.Context, c *pubsubv1.Client, body []byte) (string, error) {
	t := c.Topic("orders")
	defer t.Stop()
	res := t.Publish(ctx, &pubsubv1.Message{Data: body}) // row: Topic.Publish
	return res.Get(ctx)
}

func receiveV1(ctx context.Context, c *pubsubv1.Client, handle func(context.Context, []byte) error) error {
	return c.Subscription("orders-worker").Receive(ctx, func(ctx context.Context, m *pubsubv1.Message) { // row: Subscription.Receive
		if err := handle(ctx, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}
