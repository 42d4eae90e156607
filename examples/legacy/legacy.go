// Package legacy pins library versions whose API differs from the version
// the examples module uses, so that catalog rows for the older API are
// proved against the real code too: cloud.google.com/go/pubsub before
// v1.9.0 declared Message, with Ack and Nack, in package pubsub (later
// versions alias cloud.google.com/go/internal/pubsub's Message).
package legacy

import (
	"context"

	"cloud.google.com/go/pubsub"
)

// Receive acknowledges each message after it is handled, the correct
// order, through the v1.8 API.
func Receive(ctx context.Context, sub *pubsub.Subscription, handle func(context.Context, []byte) error) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if err := handle(ctx, m.Data); err != nil {
			m.Nack()
			return
		}
		m.Ack()
	})
}
