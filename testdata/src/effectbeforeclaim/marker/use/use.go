// Package use is the marker probe: a Stripe charge followed by the order's
// processed marker, written inline, in a helper of this package and in a
// helper of another package, each beside its correct twin (the claim
// first, the charge only if this delivery won).
package use

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"

	"effectbeforeclaim/marker/store"
)

type H struct{ db *sql.DB }

func (h *H) charge(id string) error {
	_, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100), Customer: stripe.String(id)})
	return err
}

func (h *H) markPaid(ctx context.Context, id string) error {
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

func (h *H) claim(ctx context.Context, id string) (bool, error) {
	res, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'charging' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

type Inline struct{ H }

func (h *Inline) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if _, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100), Customer: stripe.String(id)}); err != nil { // want `charge.New runs before the processed marker h.db.ExecContext at line 46`
		return err
	}
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

type SamePackage struct{ H }

func (h *SamePackage) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.charge(id); err != nil { // want `h.charge runs before the processed marker h.markPaid at line 57`
		return err
	}
	return h.markPaid(ctx, id)
}

type OtherPackage struct{ H }

func (h *OtherPackage) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := h.charge(id); err != nil { // want `h.charge runs before the processed marker store.MarkPaid at line 67`
		return err
	}
	return store.MarkPaid(ctx, h.db, id)
}

type InlineClaimed struct{ H }

func (h *InlineClaimed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'charging' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100), Customer: stripe.String(id)}); err != nil {
		return err
	}
	_, err = h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

type SamePackageClaimed struct{ H }

func (h *SamePackageClaimed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	won, err := h.claim(ctx, id)
	if err != nil || !won {
		return err
	}
	if err := h.charge(id); err != nil {
		return err
	}
	return h.markPaid(ctx, id)
}

type OtherPackageClaimed struct{ H }

func (h *OtherPackageClaimed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	won, err := store.Claim(ctx, h.db, id)
	if err != nil || !won {
		return err
	}
	if err := h.charge(id); err != nil {
		return err
	}
	return store.MarkPaid(ctx, h.db, id)
}

// Noted writes a note, not a marker, after charging with a key taken from
// the task: no finding.
type Noted struct{ H }

func (h *Noted) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	p := &stripe.ChargeParams{Amount: stripe.Int64(100)}
	p.SetIdempotencyKey("charge:" + id)
	if _, err := charge.New(p); err != nil {
		return err
	}
	return store.SetNote(ctx, h.db, id, "charged")
}
