// Package streadway holds RabbitMQ consumers on the older streadway/amqp.
package streadway

import (
	"context"

	"github.com/streadway/amqp"

	"ackorder/repo"
)

func autoAck(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	deliveries, err := ch.Consume("orders", "", true, false, false, false, nil) // want `ch.Consume acknowledges on receipt, before s.Apply at line 18`
	if err != nil {
		return err
	}
	for d := range deliveries {
		s.Apply(ctx, d.MessageId)
	}
	return nil
}

func manualAck(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	deliveries, err := ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Reject(true)
			continue
		}
		d.Ack(false)
	}
	return nil
}

func ackFirst(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before s.Apply at line 41`
		s.Apply(ctx, d.MessageId)
	}
}
