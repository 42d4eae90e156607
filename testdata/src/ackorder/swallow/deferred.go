package swallow

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

// consumeCounted records the batch's count when it returns, after the ack,
// with a helper that drops its failure: the ack does not run after it.
func (c *consumer) consumeCounted(ctx context.Context, deliveries <-chan amqp.Delivery) {
	n := 0
	defer func() {
		c.process(ctx, []byte{byte(n)})
	}()
	for d := range deliveries {
		if err := c.store(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		n++
		d.Ack(false) // want `d.Ack runs after c.store at line 17, which drops a failure of its work`
	}
}
