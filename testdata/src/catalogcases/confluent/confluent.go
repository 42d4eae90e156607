// Package confluent uses every confluent-kafka-go catalog row once.
package confluent

import (
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
)

func produce(p *kafka.Producer, orderID string) error {
	topic := "orders"
	return p.Produce(&kafka.Message{ // row: Producer.Produce
		TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny},
		Key:            []byte(orderID),
		Value:          []byte("paid"),
	}, nil)
}

func readLoop(c *kafka.Consumer) error {
	for {
		m, err := c.ReadMessage(time.Second) // row: Consumer.ReadMessage
		if err != nil {
			return err
		}
		if _, err := c.StoreMessage(m); err != nil { // row: Consumer.StoreMessage
			return err
		}
		if _, err := c.CommitMessage(m); err != nil { // row: Consumer.CommitMessage
			return err
		}
	}
}

func pollLoop(c *kafka.Consumer) error {
	for {
		switch e := c.Poll(100).(type) { // row: Consumer.Poll
		case *kafka.Message:
			if _, err := c.StoreOffsets([]kafka.TopicPartition{e.TopicPartition}); err != nil { // row: Consumer.StoreOffsets
				return err
			}
			if _, err := c.CommitOffsets([]kafka.TopicPartition{e.TopicPartition}); err != nil { // row: Consumer.CommitOffsets
				return err
			}
		case kafka.Error:
			return e
		}
	}
}

func eventLoop(c *kafka.Consumer) error {
	for ev := range c.Events() { // row: Consumer.Events
		if _, ok := ev.(*kafka.Message); ok {
			if _, err := c.Commit(); err != nil { // row: Consumer.Commit
				return err
			}
		}
	}
	return nil
}
