// Package subuser subscribes, then publishes: no ack of its own.
package subuser

import (
	amqp "github.com/rabbitmq/amqp091-go"

	"ackorder/sublib"
)

func Run(s *sublib.Subscriber, ch *amqp.Channel) error {
	msgs, err := s.Subscribe("q")
	if err != nil {
		return err
	}
	if _, err := s.Start("q2"); err != nil {
		return err
	}
	if err := ch.Publish("", "q", false, false, amqp.Publishing{Body: []byte("x")}); err != nil {
		return err
	}
	<-msgs
	return nil
}
