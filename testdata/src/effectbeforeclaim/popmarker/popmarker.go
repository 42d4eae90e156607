// Package popmarker: an email sent before the event's processed marker,
// written with pop's UpdateColumns, beside its twins.
package popmarker

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
	"github.com/ory/mail/v3"
	"github.com/ory/pop/v6"
)

type Event struct {
	ID     string
	Status string
	Note   string
}

type H struct {
	c  *pop.Connection
	db *sql.DB
	d  *mail.Dialer
}

func (h *H) email(ctx context.Context, to string) error {
	m := mail.NewMessage()
	m.SetHeader("To", to)
	return h.d.DialAndSend(ctx, m)
}

type Marked struct{ H }

// Bad: the email goes out before the status column records it.
func (h *Marked) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.d.DialAndSend(ctx, mail.NewMessage()); err != nil { // want `h.d.DialAndSend runs before the processed marker h.c.UpdateColumns at line 40`
		return err
	}
	return h.c.UpdateColumns(&Event{ID: id, Status: "sent"}, "status")
}

type Sent struct{ H }

// Bad: through mail.Send and a helper of the package.
func (h *Sent) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := mail.Send(ctx, nil, mail.NewMessage()); err != nil { // want `mail.Send runs before the processed marker h.c.UpdateColumns at line 51`
		return err
	}
	return h.c.UpdateColumns(&Event{ID: id, Status: "sent"}, "status")
}

type Claimed struct{ H }

// Good: the event is claimed first; the email only if this delivery won.
// The claim's table is the one the marker writes, the model's (event).
func (h *Claimed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := h.db.ExecContext(ctx, `UPDATE event SET status = 'sending' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if err := h.email(ctx, "ops@example.com"); err != nil {
		return err
	}
	return h.c.UpdateColumns(&Event{ID: id, Status: "sent"}, "status")
}

type Noted struct{ H }

// The column written records a note, not progress: no marker, so the
// handler records nothing before or after its email.
func (h *Noted) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.email(ctx, "ops@example.com"); err != nil { // want `h.email runs in a handler that records no claim and passes no idempotency key`
		return err
	}
	return h.c.UpdateColumns(&Event{ID: id, Note: "mailed"}, "note")
}
