package returnacks

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
)

// Mailer sends what is queued to it from a goroutine of its own.
type Mailer struct {
	queue chan []byte
	db    *sql.DB
}

// Run drains the queue, storing each message.
func (m *Mailer) Run(ctx context.Context) {
	for b := range m.queue {
		m.db.ExecContext(ctx, "INSERT INTO outbox (body) VALUES ($1)", b)
	}
}

// enqueue hands the body to the queue's goroutine and returns.
func (m *Mailer) enqueue(body []byte) {
	m.queue <- body
}

// Bad: the helper hands the task's body to the mailer's goroutine; the
// handler returns before it is stored.
func (m *Mailer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	m.enqueue(t.Payload()) // want `m.enqueue hands the message to a goroutine ProcessTask does not wait for: asynq takes the message as done when ProcessTask returns, and a crash before that goroutine's work finishes`
	return nil
}
