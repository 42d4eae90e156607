// Package pubsub consumes "order paid" events from a Google Cloud Pub/Sub
// subscription.
package pubsub

import (
	"context"
	"log"

	"cloud.google.com/go/pubsub/v2"

	"github.com/idemlint/idemlint/examples/orders"
)

// ReceiveBuggy acks before Apply commits.
func ReceiveBuggy(ctx context.Context, client *pubsub.Client, store *orders.Store) error {
	return client.Subscriber("order-paid").Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		m.Ack() // idemlint: want ackorder
		ev, err := orders.Decode(m.Data)
		if err == nil {
			err = store.Apply(ctx, ev)
		}
		if err != nil {
			log.Printf("pubsub: %s: %v", m.ID, err)
		}
	})
}

// Receive acks once Apply has committed and nacks a failure for
// redelivery.
func Receive(ctx context.Context, client *pubsub.Client, store *orders.Store) error {
	return client.Subscriber("order-paid").Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		ev, err := orders.Decode(m.Data)
		if err == nil {
			err = store.Apply(ctx, ev)
		}
		if err != nil {
			log.Printf("pubsub: %s: %v", m.ID, err)
			m.Nack()
			return
		}
		m.Ack() // idemlint: ok
	})
}
