// Package handlers holds the buggy and correct handler pairs of shapes the
// example service does not have. idemlint runs on this package as on the
// example's: "// idemlint: want <analyzer>" marks what a buggy version is
// reported for, "// idemlint: ok" the same line of the correct one.
package handlers

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
)

// ShipForUpdateBuggy locks the order's shipment before inserting it. A row
// that does not exist locks nothing: two deliveries both find none and
// both insert.
func ShipForUpdateBuggy(ctx context.Context, db *sql.DB, orderID, carrier string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	err = tx.QueryRowContext(ctx, `SELECT order_id FROM shipments WHERE order_id = $1 FOR UPDATE`, orderID).Scan(&id) // idemlint: want checkthenact
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO shipments (order_id, carrier) VALUES ($1, $2)`, orderID, carrier); err != nil {
		return err
	}
	return tx.Commit()
}

// ShipForUpdate locks the order, which exists, and reads its status under
// the lock: the second delivery waits for the first to commit and then
// sees the order shipped.
func ShipForUpdate(ctx context.Context, db *sql.DB, orderID, carrier string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var status string
	err = tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, orderID).Scan(&status) // idemlint: ok
	if err != nil {
		return err
	}
	if status == "shipped" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO shipments (order_id, carrier) VALUES ($1, $2)`, orderID, carrier); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'shipped' WHERE id = $1`, orderID); err != nil {
		return err
	}
	return tx.Commit()
}

const claimSQL = `INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`

// ClaimDeliveryBuggy claims the event under an id made unique per
// delivery: the conflict target never conflicts, so every delivery wins.
func ClaimDeliveryBuggy(ctx context.Context, db *sql.DB, eventID string) (bool, error) {
	res, err := db.ExecContext(ctx, claimSQL, eventID+"/"+uuid.NewString()) // idemlint: want randomkey
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ClaimDelivery claims the event's own id: one delivery wins.
func ClaimDelivery(ctx context.Context, db *sql.DB, eventID string) (bool, error) {
	res, err := db.ExecContext(ctx, claimSQL, eventID) // idemlint: ok
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
