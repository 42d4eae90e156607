// Package returnacks holds handlers whose return tells the library the
// message is done (asynq): work still running in a goroutine, or handed
// off, when the handler returns is acknowledged before it is durable.
package returnacks

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"sync"

	"github.com/hibiken/asynq"
	"github.com/panjf2000/ants/v2"
)

type Importer struct {
	mail func([]byte)
	db   *sql.DB
	pool *ants.Pool
	jobs chan []byte
}

func (h *Importer) store(ctx context.Context, body []byte) error {
	_, err := h.db.ExecContext(ctx, "INSERT INTO imports (body) VALUES ($1)", body)
	return err
}

// Bad: the insert runs in a goroutine; asynq takes the task as done at
// the return.
func (h *Importer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	go h.store(context.Background(), t.Payload()) // want `h.store runs in a goroutine ProcessTask does not wait for: asynq takes the message as done when ProcessTask returns`
	return nil
}

// Bad: a closure converted to asynq.HandlerFunc hands the task to a pool.
var pooled = asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
	h := &Importer{}
	h.pool.Submit(func() {
		h.db.ExecContext(ctx, "INSERT INTO imports (body) VALUES ($1)", t.Payload()) // want `h.db.ExecContext runs in a goroutine the handler does not wait for: asynq takes the message as done when the handler returns`
	})
	return nil
})

// Bad: the payload is handed to a worker on a channel.
func (h *Importer) handOff(ctx context.Context, t *asynq.Task) error {
	h.jobs <- t.Payload() // want `the work handed off on h.jobs runs in a goroutine handOff does not wait for: asynq takes the message as done when handOff returns`
	return nil
}

// Good: the handler waits for its goroutines.
func (h *Importer) waits(ctx context.Context, t *asynq.Task) error {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		h.store(ctx, t.Payload())
	}()
	wg.Wait()
	return nil
}

// Good: the goroutine only logs.
func (h *Importer) logs(ctx context.Context, t *asynq.Task) error {
	go log.Printf("task %s", t.Type())
	return h.store(ctx, t.Payload())
}

// notify hands a context, not a message, to the worker that reads ctxs
// (a service that publishes its events later).
func notify(ctxs chan context.Context, ctx context.Context) {
	ctxs <- ctx
}

// Good: only the context is handed to a worker; the work is done before
// the return.
func (h *Importer) notifies(ctx context.Context, t *asynq.Task) error {
	notify(make(chan context.Context, 1), ctx)
	return h.store(ctx, t.Payload())
}

// Good: the work is done before the return.
func (h *Importer) inline(ctx context.Context, t *asynq.Task) error {
	return h.store(ctx, t.Payload())
}

// notAHandler starts the same goroutine but no library takes its return
// as an ack.
func (h *Importer) notAHandler(body []byte) {
	go h.store(context.Background(), body)
}

// Bad: a failed insert is logged and the task reported done.
func (h *Importer) logged(ctx context.Context, t *asynq.Task) error {
	if err := h.store(ctx, t.Payload()); err != nil {
		log.Printf("import: %v", err)
		return nil // want `logged returns with no error after h.store at line 95 failed: asynq takes the message as done when logged returns`
	}
	return nil
}

// process logs a failed insert and returns.
func (h *Importer) process(ctx context.Context, body []byte) {
	if err := h.store(ctx, body); err != nil {
		log.Printf("import: %v", err)
	}
}

// Not reported: a helper that drops its failure before the return is not
// followed into the return's ack (helpers that record a terminal failure
// and log when that fails look the same).
func (h *Importer) processed(ctx context.Context, t *asynq.Task) error {
	h.process(ctx, t.Payload())
	return nil
}

// Not reported: a periodic sweep reads nothing of its task; its next run
// does the work again.
func (h *Importer) sweep(ctx context.Context, _ *asynq.Task) error {
	if _, err := h.db.ExecContext(ctx, "DELETE FROM imports WHERE done"); err != nil {
		log.Printf("sweep: %v", err)
	}
	return nil
}

// Not reported: the marker after the effect was made; a retry would make
// the effect again.
func (h *Importer) marked(ctx context.Context, t *asynq.Task) error {
	if err := h.store(ctx, t.Payload()); err != nil {
		return err
	}
	if _, err := h.db.ExecContext(ctx, "UPDATE tasks SET done = true WHERE id = $1", t.Type()); err != nil {
		log.Printf("mark: %v", err)
		return nil
	}
	return nil
}

// Good: the failure is returned, and asynq retries the task.
func (h *Importer) returned(ctx context.Context, t *asynq.Task) error {
	if err := h.store(ctx, t.Payload()); err != nil {
		log.Printf("import: %v", err)
		return err
	}
	return nil
}

// Good: a payload that cannot be stored is archived, not retried.
func (h *Importer) archived(ctx context.Context, t *asynq.Task) error {
	if err := h.store(ctx, t.Payload()); err != nil {
		return fmt.Errorf("import: %v: %w", err, asynq.SkipRetry)
	}
	return nil
}

// Not reported: a processed marker set after an effect the model does not
// know (an injected mailer), whose failure is logged: a retry would send
// the mail again.
func (h *Importer) notified(ctx context.Context, t *asynq.Task) error {
	h.mail(t.Payload())
	if _, err := h.db.ExecContext(ctx, "UPDATE imports SET notified_at = now() WHERE id = $1", t.Type()); err != nil {
		log.Printf("mark: %v", err)
		return nil
	}
	return nil
}

func Register(mux *asynq.ServeMux, h *Importer) {
	mux.HandleFunc("import:hand-off", h.handOff)
	mux.HandleFunc("import:waits", h.waits)
	mux.HandleFunc("import:logs", h.logs)
	mux.HandleFunc("import:inline", h.inline)
	mux.HandleFunc("import:logged", h.logged)
	mux.HandleFunc("import:processed", h.processed)
	mux.HandleFunc("import:sweep", h.sweep)
	mux.HandleFunc("import:marked", h.marked)
	mux.HandleFunc("import:notified", h.notified)
	mux.HandleFunc("import:returned", h.returned)
	mux.HandleFunc("import:archived", h.archived)
}
