// Package streadway calls every streadway/amqp row of the idemlint catalog once.
package streadway

import "github.com/streadway/amqp"

func publish(ch *amqp.Channel, body []byte) error {
	return ch.Publish("orders", "created", false, false, amqp.Publishing{Body: body}) // row: Channel.Publish
}

func consume(ch *amqp.Channel, handle func([]byte) error) error {
	deliveries, err := ch.Consume("orders", "worker", false, false, false, false, nil) // row: Channel.Consume
	if err != nil {
		return err
	}
	for d := range deliveries {
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
