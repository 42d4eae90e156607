// Package entstore handles order events with an ent client: the check, the
// record and the claim go through the code entc generated in ./ent
// (withInterceptors, withHooks, the generated NotFoundError and
// ConstraintError), as real ent services write them.
package entstore

import (
	"context"

	"github.com/idemlint/idemlint/examples/entstore/ent"
	"github.com/idemlint/idemlint/examples/entstore/ent/delivery"
	"github.com/idemlint/idemlint/examples/entstore/ent/receipt"
	"github.com/idemlint/idemlint/examples/mailer"
)

// Store handles events with an ent client and emails receipts.
type Store struct {
	Client *ent.Client
	Mail   *mailer.Mailer
}

// HandlePaidBuggy tests whether the event was handled, emails, and records
// it: two deliveries of the event can both pass Exist and both email.
func (s *Store) HandlePaidBuggy(ctx context.Context, eventID, email string) error {
	seen, err := s.Client.Delivery.Query().Where(delivery.EventID(eventID)).Exist(ctx) // idemlint: want checkthenact
	if err != nil || seen {
		return err
	}
	if err := s.Mail.Send(ctx, email, "Receipt", "Thank you"); err != nil {
		return err
	}
	return s.Client.Delivery.Create().SetEventID(eventID).Exec(ctx)
}

// HandlePaid claims the event first: the insert that wins is the only one
// that emails.
func (s *Store) HandlePaid(ctx context.Context, eventID, email string) error {
	_, err := s.Client.Delivery.Create().SetEventID(eventID).OnConflictColumns(delivery.FieldEventID).DoNothing().ID(ctx) // idemlint: ok
	if err != nil {
		return err // another delivery has claimed it (ent reports the skipped insert as an error)
	}
	return s.Mail.Send(ctx, email, "Receipt", "Thank you")
}

// RecordReceiptBuggy looks the receipt up with Only, whose NotFoundError
// the generated IsNotFound tests, and creates it when it is missing.
func (s *Store) RecordReceiptBuggy(ctx context.Context, orderID, email string) error {
	_, err := s.Client.Receipt.Query().Where(receipt.OrderID(orderID)).Only(ctx) // idemlint: want checkthenact
	if err == nil {
		return nil
	}
	if !ent.IsNotFound(err) {
		return err
	}
	if err := s.Mail.Send(ctx, email, "Receipt", "Thank you"); err != nil {
		return err
	}
	return s.Client.Receipt.Create().SetOrderID(orderID).SetEmail(email).Exec(ctx)
}

// RecordReceipt creates the receipt first and treats the generated
// ConstraintError (order_id is unique) as "already done".
func (s *Store) RecordReceipt(ctx context.Context, orderID, email string) error {
	if n, err := s.Client.Receipt.Query().Where(receipt.OrderID(orderID)).Count(ctx); err != nil || n > 0 { // idemlint: ok
		return err
	}
	if err := s.Client.Receipt.Create().SetOrderID(orderID).SetEmail(email).Exec(ctx); err != nil {
		if ent.IsConstraintError(err) {
			return nil
		}
		return err
	}
	return s.Mail.Send(ctx, email, "Receipt", "Thank you")
}

// MarkShipped checks a receipt and updates a delivery: a check of one table
// does not decide the write of another.
func (s *Store) MarkShipped(ctx context.Context, orderID, eventID string) error {
	ok, err := s.Client.Receipt.Query().Where(receipt.OrderID(orderID)).Exist(ctx) // idemlint: ok
	if err != nil || !ok {
		return err
	}
	return s.Client.Delivery.Update().Where(delivery.EventID(eventID)).SetStatus("shipped").Exec(ctx)
}
