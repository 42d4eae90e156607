package beforecommit

import (
	"context"

	"github.com/hibiken/asynq"
)

// shipMail emails the customer, then marks the order notified.
func (m mailer) shipMail(ctx context.Context, id string) error {
	if err := send(id); err != nil {
		return err
	}
	_, err := m.db.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id)
	return err
}

// receiptMail is shipMail for receipts.
func (m mailer) receiptMail(ctx context.Context, id string) error {
	if err := send(id); err != nil { // want `send runs before the processed marker m.db.ExecContext at line 23`
		return err
	}
	_, err := m.db.ExecContext(ctx, `UPDATE receipts SET status = 'sent' WHERE id = $1`, id)
	return err
}

// ClaimThenHelper claims the event, and only the delivery that won it
// runs the helper: its email cannot repeat, whatever it marks after.
type ClaimThenHelper struct{ mailer }

func (h *ClaimThenHelper) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := h.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return h.shipMail(ctx, id) // want `h.shipMail writes outside the transaction of the claim h.db.ExecContext at line 33`
}

// HelperNoClaim runs the receipt helper with no claim first.
type HelperNoClaim struct{ mailer }

func (h *HelperNoClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.receiptMail(ctx, string(t.Payload()))
}
