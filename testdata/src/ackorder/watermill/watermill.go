// Package watermill holds watermill router handlers.
package watermill

import (
	"context"
	"database/sql"
	"net/smtp"

	"github.com/ThreeDotsLabs/watermill/message"
)

func register(r *message.Router, sub message.Subscriber, db *sql.DB) {
	r.AddConsumerHandler("paid", "orders", sub, func(msg *message.Message) error {
		msg.Ack() // want `msg.Ack runs before smtp.SendMail at line 15`
		return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, msg.Payload)
	})
	r.AddConsumerHandler("paid", "orders", sub, func(msg *message.Message) error {
		if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, msg.Payload); err != nil {
			msg.Nack()
			return err
		}
		msg.Ack()
		return nil
	})
}

// A handler converted to the handler type.
func handler() message.NoPublishHandlerFunc {
	return message.NoPublishHandlerFunc(func(msg *message.Message) error {
		msg.Ack() // want `msg.Ack runs before smtp.SendMail at line 31`
		return smtp.SendMail("mail:25", nil, "shop@example.com", nil, msg.Payload)
	})
}

func subscribeLoop(ctx context.Context, sub message.Subscriber, db *sql.DB) error {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return err
	}
	for msg := range msgs {
		if _, err := db.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", msg.UUID); err != nil {
			msg.Nack()
			continue
		}
		msg.Ack()
	}
	return nil
}
