// Package iface acks through a program interface whose implementation
// calls amqp091's Ack.
package iface

import (
	"context"
	"database/sql"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Delivery is the program's view of a message.
type Delivery interface {
	Body() []byte
	Ack() error
	Nack() error
}

type amqpDelivery struct{ d amqp.Delivery }

func (a *amqpDelivery) Body() []byte { return a.d.Body }
func (a *amqpDelivery) Ack() error   { return a.d.Ack(false) }
func (a *amqpDelivery) Nack() error  { return a.d.Nack(false, true) }

// Bad: the interface's Ack runs before the write.
func handle(ctx context.Context, db *sql.DB, d Delivery) error {
	if err := d.Ack(); err != nil { // want `d.Ack runs before db.ExecContext at line \d+`
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", d.Body())
	return err
}

// Good: ack after the write, nack on failure.
func handleAfter(ctx context.Context, db *sql.DB, d Delivery) error {
	if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", d.Body()); err != nil {
		return d.Nack()
	}
	return d.Ack()
}

type consumer struct{ db *sql.DB }

// onDelivery acks the message it is handed.
func (c *consumer) onDelivery(ctx context.Context, d amqp.Delivery) {
	if _, err := c.db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", d.Body); err != nil {
		d.Nack(false, true)
		return
	}
	d.Ack(false)
}

// serve runs fn on every delivery.
func serve(ctx context.Context, deliveries <-chan amqp.Delivery, fn func(context.Context, amqp.Delivery)) {
	for d := range deliveries {
		fn(ctx, d)
	}
}

// Good: the method value's acks are its own; setting up the consumer and
// then migrating acks nothing.
func newConsumer(ctx context.Context, db *sql.DB, deliveries <-chan amqp.Delivery) {
	c := &consumer{db: db}
	serve(ctx, deliveries, c.onDelivery)
	_, _ = db.ExecContext(ctx, "CREATE TABLE IF NOT EXISTS orders (body bytea)")
}
