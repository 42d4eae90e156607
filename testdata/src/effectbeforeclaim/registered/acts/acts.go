// Package acts holds Temporal activities registered by another package and
// asynq handlers made by a factory and registered through a wrapper.
package acts

import (
	"context"
	"net/smtp"

	"github.com/hibiken/asynq"
	"go.temporal.io/sdk/activity"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// SendReceipt reads its activity context: an activity, wherever it is registered.
func SendReceipt(ctx context.Context, to string) error {
	activity.GetLogger(ctx)
	return send(to) // want `send runs in a handler that records no claim`
}

// Notify is an activity calling another: the one that sends answers for it.
func Notify(ctx context.Context, to string) error {
	activity.RecordHeartbeat(ctx)
	return SendReceipt(ctx, to)
}

// Format reads no activity context: not known to be an activity.
func Format(ctx context.Context, to string) error {
	return send(to)
}

// ProcessEmails makes the asynq handler; a wrapper registers it.
func ProcessEmails() func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		return send(string(t.Payload())) // want `send runs in a handler that records no claim`
	}
}

type Consumer struct{ mux *asynq.ServeMux }

func (c *Consumer) Register(name string, fn func(context.Context, *asynq.Task) error) {
	c.mux.Handle(name, asynq.HandlerFunc(fn))
}

func Setup(c *Consumer) {
	c.Register("email", ProcessEmails())
}
