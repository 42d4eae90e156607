// Package confluent holds confluent-kafka-go poll loops.
package confluent

import (
	"context"
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"

	"ackorder/repo"
)

func storeFirst(ctx context.Context, c *kafka.Consumer, s *repo.Store) error {
	for {
		msg, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if _, err := c.StoreMessage(msg); err != nil { // want `c.StoreMessage runs before s.Apply at line 22`
			return err
		}
		if err := s.Apply(ctx, string(msg.Key)); err != nil {
			return err
		}
	}
}

func commitAfter(ctx context.Context, c *kafka.Consumer, s *repo.Store) error {
	for {
		msg, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		if err := s.Apply(ctx, string(msg.Key)); err != nil {
			return err
		}
		if _, err := c.CommitMessage(msg); err != nil {
			return err
		}
	}
}

func pollStoreAfter(ctx context.Context, c *kafka.Consumer, s *repo.Store) error {
	for {
		switch e := c.Poll(100).(type) {
		case *kafka.Message:
			if err := s.Apply(ctx, string(e.Key)); err != nil {
				return err
			}
			if _, err := c.StoreMessage(e); err != nil {
				return err
			}
		case kafka.Error:
			return e
		}
	}
}
