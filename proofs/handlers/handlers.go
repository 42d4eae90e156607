// Package handlers holds the buggy and correct handler pairs of shapes the
// example service does not have. idemlint runs on this package as on the
// example's: "// idemlint: want <analyzer>" marks what a buggy version is
// reported for, "// idemlint: ok" the same line of the correct one.
package handlers

import (
	"context"
	"database/sql"
	"errors"

	"github.com/go-sql-driver/mysql"
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

// ReserveMySQLBuggy counts the order's reservations and inserts one when
// there is none: two deliveries both count none.
func ReserveMySQLBuggy(ctx context.Context, db *sql.DB, orderID, sku string) (bool, error) {
	var n int
	err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM reservations WHERE order_id = ?`, orderID).Scan(&n) // idemlint: want checkthenact
	if err != nil || n > 0 {
		return false, err
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO reservations (order_id, sku) VALUES (?, ?)`, orderID, sku); err != nil {
		return false, err
	}
	return true, nil
}

// ReserveMySQL inserts or ignores against the unique key and reads
// whether it inserted.
func ReserveMySQL(ctx context.Context, db *sql.DB, orderID, sku string) (bool, error) {
	res, err := db.ExecContext(ctx, `INSERT IGNORE INTO reservations (order_id, sku) VALUES (?, ?)`, orderID, sku) // idemlint: ok
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ReserveMySQLUnique keeps the count as a shortcut and lets the unique key
// decide: a duplicate-key error (1062) means another delivery reserved.
func ReserveMySQLUnique(ctx context.Context, db *sql.DB, orderID, sku string) (bool, error) {
	var n int
	err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM reservations WHERE order_id = ?`, orderID).Scan(&n) // idemlint: ok
	if err != nil || n > 0 {
		return false, err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO reservations (order_id, sku) VALUES (?, ?)`, orderID, sku)
	var me *mysql.MySQLError
	if errors.As(err, &me) && me.Number == 1062 {
		return false, nil
	}
	return err == nil, err
}
