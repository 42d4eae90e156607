// Package watermill consumes "order paid" events through a Watermill
// router. The router acks a message when its handler returns nil.
package watermill

import (
	"github.com/ThreeDotsLabs/watermill/message"

	"github.com/idemlint/idemlint/examples/orders"
)

// ApplyBuggy acks by hand before applying; the router's nack on error
// comes too late.
func ApplyBuggy(store *orders.Store) message.NoPublishHandlerFunc {
	return func(msg *message.Message) error {
		msg.Ack() // idemlint: want ackorder
		ev, err := orders.Decode(msg.Payload)
		if err != nil {
			return err
		}
		return store.Apply(msg.Context(), ev)
	}
}

// Apply leaves the ack to the router, which acks after a nil return.
func Apply(store *orders.Store) message.NoPublishHandlerFunc {
	return func(msg *message.Message) error {
		ev, err := orders.Decode(msg.Payload)
		if err != nil {
			return err
		}
		return store.Apply(msg.Context(), ev) // idemlint: ok
	}
}

// Register adds both handlers to r.
func Register(r *message.Router, sub message.Subscriber, store *orders.Store) {
	r.AddConsumerHandler("apply-buggy", "order-paid", sub, ApplyBuggy(store))
	r.AddConsumerHandler("apply", "order-paid", sub, Apply(store))
}
