// Package builders is a miniature of code generators' shapes (ent's): a
// query runs through a func-type adapter and a generic helper whose type
// parameter's method is the entity's own; "not found" and "duplicate" are
// the package's own error types; an upsert option set on the builder
// makes its create an insert-or-ignore.
package builders

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"

	"github.com/lib/pq"
)

// Querier runs a query; QuerierFunc adapts a func to it.
type Querier interface {
	Query(ctx context.Context) (any, error)
}

// QuerierFunc is the adapter: its Query calls the func.
type QuerierFunc func(ctx context.Context) (any, error)

// Query calls f.
func (f QuerierFunc) Query(ctx context.Context) (any, error) { return f(ctx) }

// Interceptor wraps a querier.
type Interceptor interface{ Intercept(Querier) Querier }

// NotFoundError is returned when a query found nothing.
type NotFoundError struct{ label string }

func (e *NotFoundError) Error() string { return e.label + " not found" }

// IsNotFound tests for it.
func IsNotFound(err error) bool {
	var e *NotFoundError
	return errors.As(err, &e)
}

// ConstraintError is returned when a create broke a constraint.
type ConstraintError struct{ msg string }

func (e *ConstraintError) Error() string { return e.msg }

// IsConstraintError tests for it.
func IsConstraintError(err error) bool {
	var e *ConstraintError
	return errors.As(err, &e)
}

func isUnique(err error) bool {
	var pe *pq.Error
	return errors.As(err, &pe) && pe.Code == "23505"
}

func withInterceptors[V any](ctx context.Context, qr Querier, inters []Interceptor) (V, error) {
	for i := len(inters) - 1; i >= 0; i-- {
		qr = inters[i].Intercept(qr)
	}
	var zero V
	v, err := qr.Query(ctx)
	if err != nil {
		return zero, err
	}
	out, _ := v.(V)
	return out, nil
}

func querierAll[V any, Q interface {
	sqlAll(context.Context) (V, error)
}](q Q) Querier {
	return QuerierFunc(func(ctx context.Context) (any, error) { return q.sqlAll(ctx) })
}

// EventQuery reads the events table.
type EventQuery struct {
	db     *sql.DB
	id     string
	inters []Interceptor
}

func (q *EventQuery) sqlAll(ctx context.Context) ([]string, error) {
	rows, err := q.db.QueryContext(ctx, "SELECT id FROM events WHERE id = $1", q.id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// All runs the query through the interceptors.
func (q *EventQuery) All(ctx context.Context) ([]string, error) {
	return withInterceptors[[]string](ctx, querierAll[[]string](q), q.inters)
}

// Only returns the one event, or a NotFoundError.
func (q *EventQuery) Only(ctx context.Context) (string, error) {
	ids, err := q.All(ctx)
	if err != nil {
		return "", err
	}
	switch len(ids) {
	case 1:
		return ids[0], nil
	case 0:
		return "", &NotFoundError{"event"}
	default:
		return "", errors.New("not singular")
	}
}

// OrderQuery reads the orders table.
type OrderQuery struct {
	db *sql.DB
	id string
}

func (q *OrderQuery) sqlAll(ctx context.Context) ([]string, error) {
	var s string
	err := q.db.QueryRowContext(ctx, "SELECT id FROM orders WHERE id = $1", q.id).Scan(&s)
	return []string{s}, err
}

// All runs the query.
func (q *OrderQuery) All(ctx context.Context) ([]string, error) {
	return withInterceptors[[]string](ctx, querierAll[[]string](q), nil)
}

// EventCreate inserts an event.
type EventCreate struct {
	db       *sql.DB
	id       string
	conflict string
}

// OnConflictDoNothing makes the create an insert-or-ignore.
func (c *EventCreate) OnConflictDoNothing() *EventCreate {
	c.conflict = " ON CONFLICT (id) DO NOTHING"
	return c
}

// Exec runs the insert; a duplicate is a ConstraintError.
func (c *EventCreate) Exec(ctx context.Context) error {
	_, err := c.db.ExecContext(ctx, "INSERT INTO events (id) VALUES ($1)", c.id)
	if isUnique(err) {
		err = &ConstraintError{err.Error()}
	}
	return err
}

func email() error { return smtp.SendMail("mail:25", nil, "a@b", []string{"c@d"}, nil) }

// Bad: Only's result decides the email, through the adapter, the generic
// helper and the package's NotFoundError.
func handleOnly(ctx context.Context, q *EventQuery, c *EventCreate) error {
	_, err := q.Only(ctx) // want `q.Only decides whether email at line \d+ runs`
	if err == nil {
		return nil
	}
	if !IsNotFound(err) {
		return err
	}
	if err := email(); err != nil {
		return err
	}
	return c.Exec(ctx)
}

// Bad: All of the events table decides the create of an event.
func handleAll(ctx context.Context, q *EventQuery, c *EventCreate) error {
	ids, err := q.All(ctx) // want `q.All decides whether email at line \d+ runs`
	if err != nil || len(ids) > 0 {
		return err
	}
	if err := email(); err != nil {
		return err
	}
	return c.Exec(ctx)
}

// Good: the orders table is not the events table.
func handleOtherTable(ctx context.Context, q *OrderQuery, c *EventCreate) error {
	ids, err := q.All(ctx)
	if err != nil || len(ids) > 0 {
		return err
	}
	if err := email(); err != nil {
		return err
	}
	return c.Exec(ctx)
}

// Good: the create's ConstraintError is treated as done before the email.
func handleConstraint(ctx context.Context, q *EventQuery, c *EventCreate) error {
	if ids, err := q.All(ctx); err != nil || len(ids) > 0 {
		return err
	}
	if err := c.Exec(ctx); err != nil {
		if IsConstraintError(err) {
			return nil
		}
		return err
	}
	return email()
}

// Good: pagoda's forgot-password; a type switch tells the event not
// found (answered as if sent) from found, whose side mails: the check
// validates what it found.
func handleFound(ctx context.Context, q *EventQuery) error {
	_, err := q.Only(ctx)
	switch err.(type) {
	case *NotFoundError:
		return nil
	case nil:
	default:
		return err
	}
	return email()
}
