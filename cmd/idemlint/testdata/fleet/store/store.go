// Package store is the repository the handler calls: its wrappers reach
// the handler as facts.
package store

import (
	"context"
	"database/sql"
)

// Seen reports whether the order's shipment is recorded.
func Seen(ctx context.Context, db *sql.DB, orderID string) (bool, error) {
	var n int
	err := db.QueryRowContext(ctx, "SELECT count(*) FROM shipments WHERE order_id = $1", orderID).Scan(&n)
	return n > 0, err
}

// Save records the order's shipment.
func Save(ctx context.Context, db *sql.DB, orderID string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO shipments (order_id) VALUES ($1)", orderID)
	return err
}
