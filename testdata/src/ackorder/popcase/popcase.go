// Package popcase holds RabbitMQ consumers whose work is written with
// gobuffalo/pop.
package popcase

import (
	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/gobuffalo/pop/v6"
)

type Order struct {
	ID     string
	Status string
}

// Bad: acked before the transaction that marks the order paid.
func ackFirst(c *pop.Connection, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before c.Transaction at line 20`
		c.Transaction(func(tx *pop.Connection) error {
			return tx.UpdateColumns(&Order{ID: d.MessageId, Status: "paid"}, "status")
		})
	}
}

// Good: the transaction commits, then the ack.
func ackAfter(c *pop.Connection, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		err := c.Transaction(func(tx *pop.Connection) error {
			return tx.UpdateColumns(&Order{ID: d.MessageId, Status: "paid"}, "status")
		})
		if err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Bad: acked before Save.
func ackBeforeSave(c *pop.Connection, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before c.Save at line 44`
		c.Save(&Order{ID: d.MessageId, Status: "paid"})
	}
}

// Good: Save, then the ack.
func saveThenAck(c *pop.Connection, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.Save(&Order{ID: d.MessageId, Status: "paid"}); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}
