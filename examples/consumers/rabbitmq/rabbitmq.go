// Package rabbitmq consumes "order paid" events from RabbitMQ. The queue
// is declared with a dead-letter exchange, so Nack without requeue sends a
// message there.
package rabbitmq

import (
	"context"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/examples/orders"
)

const queue = "order-paid"

// Consumer applies deliveries to Store.
type Consumer struct {
	Ch    *amqp.Channel
	Store *orders.Store
}

func (c *Consumer) apply(ctx context.Context, d amqp.Delivery) error {
	ev, err := orders.Decode(d.Body)
	if err != nil {
		return err
	}
	return c.Store.Apply(ctx, ev)
}

// RunAutoAckBuggy consumes with autoAck=true: the broker forgets each
// message as it is delivered.
func (c *Consumer) RunAutoAckBuggy(ctx context.Context) error {
	deliveries, err := c.Ch.Consume(queue, "orders", true, false, false, false, nil) // idemlint: want ackorder
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.apply(ctx, d); err != nil {
			log.Printf("rabbitmq: %s: %v", d.MessageId, err)
		}
	}
	return nil
}

// RunDeferredAckBuggy acks in a defer, which also runs when apply failed.
func (c *Consumer) RunDeferredAckBuggy(ctx context.Context) error {
	deliveries, err := c.Ch.Consume(queue, "orders", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		func() {
			defer d.Ack(false) // idemlint: want ackorder
			if err := c.apply(ctx, d); err != nil {
				log.Printf("rabbitmq: %s: %v", d.MessageId, err)
			}
		}()
	}
	return nil
}

// RunAckOnErrorBuggy logs a failure and acks anyway; the message is
// neither retried nor dead-lettered.
func (c *Consumer) RunAckOnErrorBuggy(ctx context.Context) error {
	deliveries, err := c.Ch.Consume(queue, "orders", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.apply(ctx, d); err != nil {
			log.Printf("rabbitmq: %s: %v", d.MessageId, err)
			if err := d.Ack(false); err != nil { // idemlint: want ackorder
				return err
			}
			continue
		}
		if err := d.Ack(false); err != nil {
			return err
		}
	}
	return nil
}

// RunSwallowedBuggy hands each delivery to process, which logs a failed
// apply and returns as if it had succeeded, then acks: the failed message
// is neither retried nor dead-lettered.
func (c *Consumer) RunSwallowedBuggy(ctx context.Context) error {
	deliveries, err := c.Ch.Consume(queue, "orders", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		c.process(ctx, d)
		if err := d.Ack(false); err != nil { // idemlint: want ackorder
			return err
		}
	}
	return nil
}

// process applies d and logs a failure.
func (c *Consumer) process(ctx context.Context, d amqp.Delivery) {
	if err := c.apply(ctx, d); err != nil {
		log.Printf("rabbitmq: %s: %v", d.MessageId, err)
	}
}

// Run acks after apply committed and dead-letters a failure.
func (c *Consumer) Run(ctx context.Context) error {
	deliveries, err := c.Ch.Consume(queue, "orders", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.apply(ctx, d); err != nil {
			log.Printf("rabbitmq: dead-letter %s: %v", d.MessageId, err)
			if err := d.Nack(false, false); err != nil {
				return err
			}
			continue
		}
		if err := d.Ack(false); err != nil { // idemlint: ok
			return err
		}
	}
	return nil
}
