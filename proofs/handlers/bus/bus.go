// Package bus is a service's own consumer: an asynq handler that decodes
// each task into an Event and hands it to the function registered for its
// kind. It does no work of its own, so what is registered with it runs
// once per delivery of a task: a handler. The handlers live in packages
// this one does not import, registered by the wiring (welcomeapp), which
// only a view of the whole module sees.
package bus

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hibiken/asynq"
)

// Event is a task's payload.
type Event struct {
	ID    string `json:"id"`
	Kind  string `json:"kind"`
	Email string `json:"email"`
}

// Consumer dispatches tasks to the handlers registered by kind.
type Consumer struct {
	handlers map[string]func(context.Context, Event) error
}

// Register makes h the handler of the events of kind.
func (c *Consumer) Register(kind string, h func(context.Context, Event) error) {
	if c.handlers == nil {
		c.handlers = map[string]func(context.Context, Event) error{}
	}
	c.handlers[kind] = h
}

// ProcessTask decodes the task and runs its kind's handler.
func (c *Consumer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("decode %s: %w", t.Type(), err)
	}
	h, ok := c.handlers[ev.Kind]
	if !ok {
		return fmt.Errorf("no handler for %q", ev.Kind)
	}
	return h(ctx, ev)
}
