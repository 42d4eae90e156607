// Package orders holds the order domain and its SQL store.
package orders

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
)

// Order is a customer's order.
type Order struct {
	ID          string
	CustomerID  string
	Email       string
	AmountCents int64
	Currency    string
	Status      string
}

// Event is a message about an order. ID identifies the event itself and
// stays the same on every redelivery.
type Event struct {
	ID      string `json:"id"`
	OrderID string `json:"order_id"`
	Type    string `json:"type"`
}

// Decode parses a message body.
func Decode(body []byte) (Event, error) {
	var ev Event
	err := json.Unmarshal(body, &ev)
	return ev, err
}

// Store is the orders database.
type Store struct {
	DB *sql.DB
}

// Load reads an order.
func (s *Store) Load(ctx context.Context, id string) (Order, error) {
	o := Order{ID: id}
	err := s.DB.QueryRowContext(ctx,
		`SELECT customer_id, email, amount_cents, currency, status FROM orders WHERE id = $1`, id,
	).Scan(&o.CustomerID, &o.Email, &o.AmountCents, &o.Currency, &o.Status)
	return o, err
}

// Apply records ev and its effect on the order in one transaction: the
// claim on the event id, the status change and the commit succeed or fail
// together, so a redelivery finds the claim taken and does nothing.
func (s *Store) Apply(ctx context.Context, ev Event) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx,
		`INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, ev.ID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, ev.Type, ev.OrderID); err != nil {
		return err
	}
	return tx.Commit()
}

// RecordShipmentBuggy looks for a shipment and inserts one if there is
// none. Two deliveries of the same event both see none and both insert.
func (s *Store) RecordShipmentBuggy(ctx context.Context, orderID, carrier string) error {
	var n int
	err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM shipments WHERE order_id = $1`, orderID).Scan(&n) // idemlint: want checkthenact
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err = s.DB.ExecContext(ctx, `INSERT INTO shipments (order_id, carrier) VALUES ($1, $2)`, orderID, carrier)
	return err
}

// RecordShipment inserts the shipment unless one exists, atomically, and
// reports whether this call created it.
func (s *Store) RecordShipment(ctx context.Context, orderID, carrier string) (bool, error) {
	const q = `INSERT INTO shipments (order_id, carrier) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`
	res, err := s.DB.ExecContext(ctx, q, orderID, carrier) // idemlint: ok
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RecordShipmentSerializable keeps the check and the insert apart but runs
// them in one serializable transaction: one of two racing deliveries fails
// to commit.
func (s *Store) RecordShipmentSerializable(ctx context.Context, orderID, carrier string) error {
	tx, err := s.DB.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id string
	err = tx.QueryRowContext(ctx, `SELECT order_id FROM shipments WHERE order_id = $1`, orderID).Scan(&id) // idemlint: ok
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

// ReserveStockBuggy inserts a reservation only where none exists, in one
// statement. Under READ COMMITTED two concurrent statements both see
// NOT EXISTS and both insert: the check is still separate from the write.
func (s *Store) ReserveStockBuggy(ctx context.Context, orderID, sku string) error {
	const q = `INSERT INTO reservations (order_id, sku)
		SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM reservations WHERE order_id = $1)`
	_, err := s.DB.ExecContext(ctx, q, orderID, sku) // idemlint: want checkthenact
	return err
}

// ReserveStock relies on the unique key on reservations.order_id instead.
func (s *Store) ReserveStock(ctx context.Context, orderID, sku string) error {
	const q = `INSERT INTO reservations (order_id, sku) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING`
	_, err := s.DB.ExecContext(ctx, q, orderID, sku) // idemlint: ok
	return err
}
