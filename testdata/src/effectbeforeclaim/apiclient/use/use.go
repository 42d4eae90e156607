// Package use makes the payment client's calls in asynq handlers.
package use

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"

	"effectbeforeclaim/apiclient/psp"
)

type deps struct {
	db  *sql.DB
	psp *psp.Client
}

// RefundTask refunds with no claim: asynq retries it, and refunds again.
type RefundTask struct{ deps }

func (h *RefundTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.psp.Refund(ctx, string(t.Payload())) // want `h.psp.Refund runs in a handler that records no claim and passes no idempotency key: each redelivery will send the POST request again`
}

// StatusTask only reads.
type StatusTask struct{ deps }

func (h *StatusTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.psp.Status(ctx, string(t.Payload()))
}

// CaptureTask builds the request itself, sends it, then marks the order.
type CaptureTask struct{ deps }

func (h *CaptureTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	req, err := h.psp.NewRequest("POST", "/captures/"+string(t.Payload()))
	if err != nil {
		return err
	}
	if err := h.psp.Do(ctx, req); err != nil { // want `h.psp.Do \(POST\) runs before the processed marker h.db.ExecContext at line 43`
		return err
	}
	_, err = h.db.ExecContext(ctx, `UPDATE orders SET status = 'captured' WHERE id = $1`, string(t.Payload()))
	return err
}

// LookupTask builds a GET and sends it: a read.
type LookupTask struct{ deps }

func (h *LookupTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	req, err := h.psp.NewRequest("GET", "/payments/"+string(t.Payload()))
	if err != nil {
		return err
	}
	return h.psp.Do(ctx, req)
}

// PayoutTask pays out with no key and no claim.
type PayoutTask struct{ deps }

func (h *PayoutTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.psp.Payout(ctx, string(t.Payload())) // want `h.psp.Payout runs in a handler that records no claim and passes no idempotency key`
}

// PayoutKeyedTask hands the provider a key derived from the task.
type PayoutKeyedTask struct{ deps }

func (h *PayoutKeyedTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.psp.PayoutKeyed(ctx, string(t.Payload()), "payout-"+string(t.Payload()))
}
