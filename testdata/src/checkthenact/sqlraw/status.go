package sqlraw

import (
	"context"
	"database/sql"
)

// Bad: the bounty's paid column read, the payment sent, then paid set:
// two concurrent requests both read false and both pay.
func payBounty(ctx context.Context, db *sql.DB, id, to string) error {
	var paid bool
	if err := db.QueryRowContext(ctx, "SELECT paid FROM bounties WHERE id = $1", id).Scan(&paid); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return err
	}
	if paid {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "UPDATE bounties SET paid = true WHERE id = $1", id)
	return err
}

// Good: an EXISTS read gating only a mail, with nothing recorded, reads as
// validation (the bounty must exist).
func notifyBounty(ctx context.Context, db *sql.DB, id, to string) error {
	var exists bool
	if err := db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM bounties WHERE id = $1)", id).Scan(&exists); err != nil {
		return err
	}
	if !exists {
		return nil
	}
	return send(to)
}

// Good: a state column read that gates a mail and records nothing.
func remindBounty(ctx context.Context, db *sql.DB, id, to string) error {
	var open bool
	if err := db.QueryRowContext(ctx, "SELECT open FROM bounties WHERE id = $1", id).Scan(&open); err != nil {
		return err
	}
	if !open {
		return nil
	}
	return send(to)
}
