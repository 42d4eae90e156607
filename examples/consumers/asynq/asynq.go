// Package asynq sends order confirmations from asynq tasks and enqueues
// the shipping task.
package asynq

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"github.com/idemlint/idemlint/examples/mailer"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/examples/psp"
	"github.com/idemlint/idemlint/examples/repo"
)

// ConfirmBuggy emails first and claims afterwards: a retry after a crash
// between the two, or a concurrent duplicate, emails again.
type ConfirmBuggy struct {
	DB     *sql.DB
	Store  *orders.Store
	Mailer *mailer.Mailer
}

// ProcessTask implements asynq.Handler.
func (h *ConfirmBuggy) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	o, err := h.Store.Load(ctx, ev.OrderID)
	if err != nil {
		return err
	}
	if err := h.Mailer.Send(ctx, o.Email, "Order confirmed", "Thanks for order "+o.ID); err != nil { // idemlint: want effectbeforeclaim
		return err
	}
	_, err = repo.Claim(ctx, h.DB, ev.ID)
	return err
}

// Confirm claims the event first and emails only if it won.
type Confirm struct {
	DB     *sql.DB
	Store  *orders.Store
	Mailer *mailer.Mailer
}

// ProcessTask implements asynq.Handler.
func (h *Confirm) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	won, err := repo.Claim(ctx, h.DB, ev.ID)
	if err != nil || !won {
		return err
	}
	o, err := h.Store.Load(ctx, ev.OrderID)
	if err != nil {
		return err
	}
	return h.Mailer.Send(ctx, o.Email, "Order confirmed", "Thanks for order "+o.ID) // idemlint: ok
}

// EnqueueShipBuggy gives the task a random ID, so asynq accepts every
// duplicate enqueue.
func EnqueueShipBuggy(ctx context.Context, c *asynq.Client, orderID string) error {
	_, err := c.EnqueueContext(ctx, asynq.NewTask("order:ship", []byte(orderID)), asynq.TaskID(uuid.NewString())) // idemlint: want randomkey
	return err
}

// EnqueueShip uses the order as the task ID; asynq rejects a second one
// with ErrTaskIDConflict.
func EnqueueShip(ctx context.Context, c *asynq.Client, orderID string) error {
	_, err := c.EnqueueContext(ctx, asynq.NewTask("order:ship", []byte(orderID)), asynq.TaskID("ship:"+orderID)) // idemlint: ok
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// PayBuggy marks the order paid; when that fails it logs the error and
// returns nil, so asynq takes the task as done and never retries it.
type PayBuggy struct {
	Store *orders.Store
}

// ProcessTask implements asynq.Handler.
func (h *PayBuggy) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	if err := h.Store.Apply(ctx, ev); err != nil {
		log.Printf("asynq: pay %s: %v", ev.OrderID, err)
		return nil // idemlint: want ackorder
	}
	return nil
}

// Pay returns the failure: asynq retries the task.
type Pay struct {
	Store *orders.Store
}

// ProcessTask implements asynq.Handler.
func (h *Pay) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	if err := h.Store.Apply(ctx, ev); err != nil {
		log.Printf("asynq: pay %s: %v", ev.OrderID, err)
		return err
	}
	return nil
}

// RefundBuggy refunds through the hand-written provider client, then
// marks the event processed: a retry after a crash between the two
// refunds again.
type RefundBuggy struct {
	DB  *sql.DB
	PSP *psp.Client
}

// ProcessTask implements asynq.Handler.
func (h *RefundBuggy) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	if err := h.PSP.Refund(ctx, "pi_"+ev.OrderID); err != nil { // idemlint: want effectbeforeclaim
		return err
	}
	_, err := repo.Claim(ctx, h.DB, ev.ID)
	return err
}

// Refund hands the provider a key derived from the event: a retry after
// a crash is answered with the first refund.
type Refund struct {
	DB  *sql.DB
	PSP *psp.Client
}

// ProcessTask implements asynq.Handler.
func (h *Refund) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var ev orders.Event
	if err := json.Unmarshal(t.Payload(), &ev); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	if err := h.PSP.RefundKeyed(ctx, "pi_"+ev.OrderID, "refund-"+ev.ID); err != nil { // idemlint: ok
		return err
	}
	_, err := repo.Claim(ctx, h.DB, ev.ID)
	return err
}
