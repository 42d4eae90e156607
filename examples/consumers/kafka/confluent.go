package kafka

import (
	"context"
	"errors"
	"log"
	"time"

	confluent "github.com/confluentinc/confluent-kafka-go/v2/kafka"

	"github.com/idemlint/idemlint/examples/orders"
)

// NewConfluentConsumer returns a consumer with auto-commit off.
func NewConfluentConsumer(brokers string) (*confluent.Consumer, error) {
	c, err := confluent.NewConsumer(&confluent.ConfigMap{
		"bootstrap.servers":  brokers,
		"group.id":           "orders",
		"enable.auto.commit": false,
	})
	if err != nil {
		return nil, err
	}
	return c, c.SubscribeTopics([]string{"order-paid"}, nil)
}

// RunConfluentBuggy commits and then applies in a goroutine it does not
// wait for.
func RunConfluentBuggy(ctx context.Context, c *confluent.Consumer, store *orders.Store) error {
	for ctx.Err() == nil {
		m, err := c.ReadMessage(time.Second)
		var kerr confluent.Error
		if errors.As(err, &kerr) && kerr.IsTimeout() {
			continue
		}
		if err != nil {
			return err
		}
		go func() {
			ev, err := orders.Decode(m.Value)
			if err == nil {
				err = store.Apply(ctx, ev)
			}
			if err != nil {
				log.Printf("confluent: %v: %v", m.TopicPartition, err)
			}
		}()
		if _, err := c.CommitMessage(m); err != nil { // idemlint: want ackorder
			return err
		}
	}
	return ctx.Err()
}

// RunConfluent applies each message before committing it.
func RunConfluent(ctx context.Context, c *confluent.Consumer, store *orders.Store) error {
	for ctx.Err() == nil {
		m, err := c.ReadMessage(time.Second)
		var kerr confluent.Error
		if errors.As(err, &kerr) && kerr.IsTimeout() {
			continue
		}
		if err != nil {
			return err
		}
		ev, err := orders.Decode(m.Value)
		if err != nil {
			log.Printf("confluent: skip malformed %v: %v", m.TopicPartition, err)
		} else if err := store.Apply(ctx, ev); err != nil {
			return err
		}
		if _, err := c.CommitMessage(m); err != nil { // idemlint: ok
			return err
		}
	}
	return ctx.Err()
}
