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

// HandOffBuggy sends each RabbitMQ delivery's body to a worker on bodies
// and acks it at once: the work is not durable yet, and a crash before the
// worker's commit loses the message (HandOff is the correct version).
func HandOffBuggy(ch *amqp.Channel, queue string, bodies chan<- []byte) error {
	deliveries, err := ch.Consume(queue, "handoff", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		bodies <- d.Body
		if err := d.Ack(false); err != nil { // idemlint: want ackorder
			return err
		}
	}
	return nil
}

// ApplyBodies is HandOffBuggy's worker: it applies each body it is handed.
func ApplyBodies(ctx context.Context, store *orders.Store, bodies <-chan []byte) {
	for body := range bodies {
		ev, err := orders.Decode(body)
		if err != nil {
			log.Printf("worker: drop malformed body: %v", err)
			continue
		}
		if err := store.Apply(ctx, ev); err != nil {
			log.Printf("worker: %s: %v", ev.ID, err)
		}
	}
}

// HandOff sends each RabbitMQ delivery itself to a worker on jobs and
// leaves the ack to the worker (ApplyAndAck).
func HandOff(ch *amqp.Channel, queue string, jobs chan<- amqp.Delivery) error {
	deliveries, err := ch.Consume(queue, "handoff", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		jobs <- d // idemlint: ok
	}
	return nil
}

// ApplyAndAck is HandOff's worker: it applies each delivery and acks it
// once the work has committed; a failure requeues it.
func ApplyAndAck(ctx context.Context, store *orders.Store, jobs <-chan amqp.Delivery) {
	for d := range jobs {
		ev, err := orders.Decode(d.Body)
		if err != nil {
			log.Printf("worker: drop malformed %s: %v", d.MessageId, err)
			if err := d.Nack(false, false); err != nil {
				log.Printf("worker: nack %s: %v", d.MessageId, err)
			}
			continue
		}
		if err := store.Apply(ctx, ev); err != nil {
			log.Printf("worker: %s: %v", d.MessageId, err)
			if err := d.Nack(false, true); err != nil {
				log.Printf("worker: nack %s: %v", d.MessageId, err)
			}
			continue
		}
		if err := d.Ack(false); err != nil {
			log.Printf("worker: ack %s: %v", d.MessageId, err)
		}
	}
}
