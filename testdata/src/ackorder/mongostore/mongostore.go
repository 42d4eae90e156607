// Package mongostore: a delivery acked before, and after, the document it
// stands for is inserted into a MongoDB collection.
package mongostore

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// Bad: acked, then inserted.
func early(ctx context.Context, ch *amqp.Channel, orders *mongo.Collection) error {
	msgs, err := ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		d.Ack(false) // want `d.Ack runs before orders.InsertOne at line 21`
		if _, err := orders.InsertOne(ctx, bson.M{"body": d.Body}); err != nil {
			return err
		}
	}
	return nil
}

// Good: inserted, then acked; a failed insert is requeued.
func late(ctx context.Context, ch *amqp.Channel, orders *mongo.Collection) error {
	msgs, err := ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		if _, err := orders.InsertOne(ctx, bson.M{"body": d.Body}); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
	return nil
}
