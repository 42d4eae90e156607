// Command app wires the handlers into the consumer.
package main

import (
	"context"

	"github.com/segmentio/kafka-go"

	"example.com/registered/consumer"
	"example.com/registered/orders"
)

func main() {
	c := consumer.New(&kafka.Reader{}, orders.Alert)
	c.Register("paid", orders.Paid)
	c.Run(context.Background())
}
