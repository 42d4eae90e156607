package handlers

import (
	"context"
	"log"

	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/examples/orders"
)

// RunAckFirstBuggy acks each RabbitMQ delivery, then applies it: a crash
// in between loses the message (the example's Consumer.Run is the correct
// version).
func RunAckFirstBuggy(ctx context.Context, ch *amqp.Channel, queue string, store *orders.Store) error {
	deliveries, err := ch.Consume(queue, "orders", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := d.Ack(false); err != nil { // idemlint: want ackorder
			return err
		}
		ev, err := orders.Decode(d.Body)
		if err != nil {
			log.Printf("rabbitmq: drop malformed %s: %v", d.MessageId, err)
			continue
		}
		if err := store.Apply(ctx, ev); err != nil {
			log.Printf("rabbitmq: %s: %v", d.MessageId, err)
		}
	}
	return nil
}

// ConsumeAckFirstBuggy acks each JetStream message, then applies it (the
// example's Consumer.Consume is the correct version).
func ConsumeAckFirstBuggy(ctx context.Context, cons jetstream.Consumer, store *orders.Store) (jetstream.ConsumeContext, error) {
	return cons.Consume(func(msg jetstream.Msg) {
		if err := msg.Ack(); err != nil { // idemlint: want ackorder
			log.Printf("nats: ack: %v", err)
			return
		}
		ev, err := orders.Decode(msg.Data())
		if err != nil {
			log.Printf("nats: drop malformed %s: %v", msg.Subject(), err)
			return
		}
		if err := store.Apply(ctx, ev); err != nil {
			log.Printf("nats: %s: %v", msg.Subject(), err)
		}
	})
}
