// Package servicebus settles Service Bus messages through an interface of
// its own that both the plain and the session receiver implement.
package servicebus

import (
	"context"
	"database/sql"

	"github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus"
)

type settler interface {
	CompleteMessage(ctx context.Context, message *azservicebus.ReceivedMessage, options *azservicebus.CompleteMessageOptions) error
	AbandonMessage(ctx context.Context, message *azservicebus.ReceivedMessage, options *azservicebus.AbandonMessageOptions) error
}

type Consumer struct{ db *sql.DB }

func (c *Consumer) store(ctx context.Context, m *azservicebus.ReceivedMessage) error {
	_, err := c.db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2)`, m.MessageID, m.Body)
	return err
}

// Bad: after the last retry the message is completed though it was never
// stored.
func (c *Consumer) completeAlways(ctx context.Context, s settler, m *azservicebus.ReceivedMessage) {
	for retries := 0; ; retries++ {
		err := c.store(ctx, m)
		if err == nil {
			break
		}
		if retries >= 3 {
			break
		}
	}
	_ = s.CompleteMessage(ctx, m, nil) // want `s.CompleteMessage runs after c.store at line 28 failed`
}

// Good: completed once stored, abandoned on failure.
func (c *Consumer) completeStored(ctx context.Context, s settler, m *azservicebus.ReceivedMessage) {
	if err := c.store(ctx, m); err != nil {
		_ = s.AbandonMessage(ctx, m, nil)
		return
	}
	_ = s.CompleteMessage(ctx, m, nil)
}

// Run receives from a session-enabled queue.
func (c *Consumer) Run(ctx context.Context, r *azservicebus.SessionReceiver) error {
	msgs, err := r.ReceiveMessages(ctx, 10, nil)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		c.completeStored(ctx, r, m)
		c.completeAlways(ctx, r, m)
	}
	return nil
}

// Good: the retries spent, the message is abandoned for redelivery.
func (c *Consumer) abandonAfterRetries(ctx context.Context, s settler, m *azservicebus.ReceivedMessage) {
	for retries := 0; ; retries++ {
		err := c.store(ctx, m)
		if err == nil {
			break
		}
		if ctx.Err() != nil || retries >= 3 {
			_ = s.AbandonMessage(ctx, m, nil)
			return
		}
	}
	_ = s.CompleteMessage(ctx, m, nil)
}
