// Package receiptack holds consumers that send an email per message with
// no claim: one whose library acknowledges each message on receipt (no
// redelivery repeats the email: ackorder reports the loss instead), and
// one that acknowledges after the email (each redelivery repeats it).
package receiptack

import (
	"context"
	"net/smtp"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
)

func mail(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// AutoAcked receives with autoAck=true: the broker forgets each message as
// it is delivered, so no redelivery sends the email twice.
func AutoAcked(ch *amqp.Channel) error {
	deliveries, err := ch.Consume("welcome", "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		_ = mail(string(d.Body))
	}
	return nil
}

// Grouped reads from a group reader, whose ReadMessage commits each
// message as it returns it, and mails in a goroutine per message.
func Grouped(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"kafka:9092"}, GroupID: "mailer", Topic: "welcome"})
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		go func() { _ = mail(string(m.Value)) }()
	}
}

// Acked acknowledges after the email: a crash before the ack redelivers
// the message, and the email goes out again.
func Acked(ch *amqp.Channel) error {
	deliveries, err := ch.Consume("welcome", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := mail(string(d.Body)); err != nil { // want `mail runs in a handler that records no claim and passes no idempotency key: each redelivery will send the email again`
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

// InTask mails in a goroutine and acknowledges once it is done: reported
// once, where the task sends, not again at the go statement.
func InTask(ch *amqp.Channel) error {
	deliveries, err := ch.Consume("welcome", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		done := make(chan error, 1)
		go func() {
			done <- mail(string(d.Body)) // want `mail runs in a handler that records no claim and passes no idempotency key: each redelivery will send the email again`
		}()
		if err := <-done; err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}
