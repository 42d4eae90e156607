package handlers

import (
	"context"
	"log"

	"github.com/nats-io/nats.go"

	"github.com/idemlint/idemlint/examples/orders"
)

// PushSubscribeBuggy subscribes with nats.go's JetStream push API and no
// nats.ManualAck(): the library acks each message when the callback
// returns, and the callback hands the message to a goroutine that applies
// it. A crash before that goroutine's commit loses the message
// (PushSubscribe is the correct version).
func PushSubscribeBuggy(ctx context.Context, js nats.JetStreamContext, subject, durable string, store *orders.Store) (*nats.Subscription, error) {
	return js.Subscribe(subject, func(m *nats.Msg) {
		go func() {
			ev, err := orders.Decode(m.Data)
			if err != nil {
				log.Printf("nats: drop malformed %s: %v", m.Subject, err)
				return
			}
			if err := store.Apply(ctx, ev); err != nil { // idemlint: want ackorder
				log.Printf("nats: %s: %v", m.Subject, err)
			}
		}()
	}, nats.Durable(durable))
}

// PushSubscribe acks by hand, after the goroutine's work committed, and
// leaves a failed message to be redelivered.
func PushSubscribe(ctx context.Context, js nats.JetStreamContext, subject, durable string, store *orders.Store) (*nats.Subscription, error) {
	return js.Subscribe(subject, func(m *nats.Msg) {
		go func() {
			ev, err := orders.Decode(m.Data)
			if err != nil {
				log.Printf("nats: drop malformed %s: %v", m.Subject, err)
				m.Term()
				return
			}
			if err := store.Apply(ctx, ev); err != nil {
				log.Printf("nats: %s: %v", m.Subject, err)
				m.Nak()
				return
			}
			m.Ack()
		}()
	}, nats.Durable(durable), nats.ManualAck())
}
