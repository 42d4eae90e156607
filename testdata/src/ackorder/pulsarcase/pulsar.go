// Package pulsarcase holds Apache Pulsar consumers.
package pulsarcase

import (
	"context"
	"database/sql"
	"log"

	"github.com/apache/pulsar-client-go/pulsar"
)

type Sub struct{ db *sql.DB }

// Bad: the subscriber's handler failed, and the message is acked anyway.
func (s *Sub) HandleMessage(m pulsar.ConsumerMessage, handler func(data []byte) error) {
	err := handler(m.Payload())
	if err != nil {
		log.Printf("could not handle: %v", err)
	}
	m.Ack(m.Message) // want `m.Ack runs after handler at line 16 failed: the failed message is lost for good`
}

// Good: acked only when the handler succeeded, nacked otherwise.
func (s *Sub) HandleMessageNack(m pulsar.ConsumerMessage, handler func(data []byte) error) {
	if err := handler(m.Payload()); err != nil {
		m.Nack(m.Message)
		return
	}
	m.Ack(m.Message)
}

// Bad: acked before the row is stored.
func (s *Sub) Loop(ctx context.Context, c pulsar.Consumer) error {
	for {
		msg, err := c.Receive(ctx)
		if err != nil {
			return err
		}
		c.Ack(msg) // want `c.Ack runs before s.db.ExecContext at line 40`
		if _, err := s.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, msg.Payload()); err != nil {
			log.Print(err)
		}
	}
}

// Good: stored, then acked; retried later on failure.
func (s *Sub) Channel(ctx context.Context, c pulsar.Consumer) {
	for cm := range c.Chan() {
		if _, err := s.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, cm.Payload()); err != nil {
			c.ReconsumeLater(cm.Message, 0)
			continue
		}
		c.Ack(cm.Message)
	}
}
