// Package body holds asynq handlers that hand the task to a function of
// their own — the handler's body — which makes the effect: the no-claim
// rule reports the effect where the body makes it, where the claim
// belongs; a body that looks the task up first reports nothing, and a
// helper handed a field of the task is the handler's effect, reported at
// its call.
package body

import (
	"context"
	"database/sql"
	"net/smtp"

	"github.com/hibiken/asynq"
)

func mail(to string, body []byte) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, body)
}

// Bad: the handler's body, two calls down, sends the email.
type Welcome struct{ db *sql.DB }

func (h *Welcome) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.process(t)
}

func (h *Welcome) process(t *asynq.Task) error {
	if len(t.Payload()) == 0 {
		return nil
	}
	return h.notify(t)
}

func (h *Welcome) notify(t *asynq.Task) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{t.Type()}, t.Payload()) // want `smtp.SendMail runs in a handler that records no claim`
}

// Good: the body looks the task up and sends only when it was not sent.
type Receipt struct{ db *sql.DB }

func (h *Receipt) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.process(t)
}

func (h *Receipt) process(t *asynq.Task) error {
	var sent bool
	if err := h.db.QueryRowContext(context.Background(), `SELECT EXISTS(SELECT 1 FROM receipts WHERE task = $1)`, t.Type()).Scan(&sent); err != nil {
		return err
	}
	if sent {
		return nil
	}
	return mail(t.Type(), t.Payload())
}

// Bad: the handler hands a helper the task's payload, not the task: the
// helper is the handler's effect, reported where the handler calls it.
type Digest struct{}

func (h *Digest) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return mail("ops@example.com", t.Payload()) // want `mail runs in a handler that records no claim`
}
