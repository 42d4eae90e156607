// Package amqp calls every rabbitmq/amqp091-go row of the idemlint catalog once.
package amqp

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

func publish(ctx context.Context, ch *amqp.Channel, body []byte) error {
	msg := amqp.Publishing{ContentType: "application/json", Body: body}
	if err := ch.Publish("orders", "created", false, false, msg); err != nil { // row: Channel.Publish
		return err
	}
	if err := ch.PublishWithContext(ctx, "orders", "created", false, false, msg); err != nil { // row: Channel.PublishWithContext
		return err
	}
	conf, err := ch.PublishWithDeferredConfirm("orders", "created", false, false, msg) // row: Channel.PublishWithDeferredConfirm
	if err != nil {
		return err
	}
	conf.Wait()
	conf, err = ch.PublishWithDeferredConfirmWithContext(ctx, "orders", "created", false, false, msg) // row: Channel.PublishWithDeferredConfirmWithContext
	if err != nil {
		return err
	}
	conf.Wait()
	return nil
}

func consume(ctx context.Context, ch *amqp.Channel, handle func([]byte) error) error {
	deliveries, err := ch.Consume("orders", "worker", true, false, false, false, nil) // row: Channel.Consume
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := handle(d.Body); err != nil {
			return err
		}
	}
	manual, err := ch.ConsumeWithContext(ctx, "orders", "worker", false, false, false, false, nil) // row: Channel.ConsumeWithContext
	if err != nil {
		return err
	}
	for d := range manual {
		if err := handle(d.Body); err != nil {
			if d.Redelivered {
				if err := d.Reject(false); err != nil { // row: Delivery.Reject
					return err
				}
				continue
			}
			if err := d.Nack(false, true); err != nil { // row: Delivery.Nack
				return err
			}
			continue
		}
		if err := d.Ack(false); err != nil { // row: Delivery.Ack
			return err
		}
	}
	return nil
}

func get(ch *amqp.Channel, handle func([]byte) error) error {
	d, ok, err := ch.Get("orders", false) // row: Channel.Get
	if err != nil || !ok {
		return err
	}
	if err := handle(d.Body); err != nil {
		if d.Redelivered {
			return ch.Reject(d.DeliveryTag, false) // row: Channel.Reject
		}
		return ch.Nack(d.DeliveryTag, false, true) // row: Channel.Nack
	}
	return ch.Ack(d.DeliveryTag, false) // row: Channel.Ack
}
