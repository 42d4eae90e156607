package handlers

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/hibiken/asynq"
)

// ShipNotifierBuggy is an asynq handler for "order shipped": in one
// transaction it checks the order is not notified yet, marks it notified,
// emails the customer and commits. The mark is recorded only at the
// commit; when the process dies after the email, before the commit, the
// mark rolls back and the redelivery emails again.
type ShipNotifierBuggy struct {
	DB  *sql.DB
	SES *sesv2.Client
}

// ProcessTask handles one delivery; the payload is the order id.
func (h *ShipNotifierBuggy) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var email, status string
	if err := tx.QueryRowContext(ctx, `SELECT email, status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&email, &status); err != nil {
		return err
	}
	if status == "notified" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id); err != nil {
		return err
	}
	if _, err := h.SES.SendEmail(ctx, welcome(email)); err != nil { // idemlint: want effectbeforeclaim
		return err
	}
	return tx.Commit()
}

// ShipNotifier commits the mark first and emails after the commit: a
// redelivery finds the order notified. A death between the commit and
// the email loses the email (at most once), never sends two.
type ShipNotifier struct {
	DB  *sql.DB
	SES *sesv2.Client
}

// ProcessTask handles one delivery; the payload is the order id.
func (h *ShipNotifier) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var email, status string
	if err := tx.QueryRowContext(ctx, `SELECT email, status FROM orders WHERE id = $1 FOR UPDATE`, id).Scan(&email, &status); err != nil {
		return err
	}
	if status == "notified" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	_, err = h.SES.SendEmail(ctx, welcome(email)) // idemlint: ok
	return err
}
