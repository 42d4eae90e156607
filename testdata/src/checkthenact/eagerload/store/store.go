// Package store reads an order with its lines, as an ORM loads a row
// with its edges.
package store

import (
	"context"
	"database/sql"
)

type Order struct {
	ID     string
	Active bool
	Lines  []string
}

type Store struct{ db *sql.DB }

// GetOrder reads the order, then the lines of the order found.
func (s *Store) GetOrder(ctx context.Context, id string) (*Order, error) {
	o := &Order{}
	if err := s.db.QueryRowContext(ctx, `SELECT id, active FROM orders WHERE id = $1`, id).Scan(&o.ID, &o.Active); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT sku FROM order_lines WHERE order_id = $1`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var sku string
		if err := rows.Scan(&sku); err != nil {
			return nil, err
		}
		o.Lines = append(o.Lines, sku)
	}
	return o, rows.Err()
}

// CreateOrder inserts the order.
func (s *Store) CreateOrder(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, id)
	return err
}

// Audit records that id was seen.
func (s *Store) Audit(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO audit_log (order_id) VALUES ($1)`, id)
	return err
}

// Touch sets the order's updated time.
func (s *Store) Touch(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE orders SET updated_at = now() WHERE id = $1`, id)
	return err
}
