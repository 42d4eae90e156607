// Package kafka consumes "order paid" events from Kafka with four clients:
// segmentio/kafka-go, IBM/sarama, twmb/franz-go and confluent-kafka-go.
// Each applies the event with orders.Store.Apply, which claims and commits
// in one transaction, and commits the offset only after it.
package kafka

import (
	"context"
	"log"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/examples/orders"
)

// NewReader returns a group reader: ReadMessage on it commits on receipt.
func NewReader(brokers []string) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, GroupID: "orders", Topic: "order-paid"})
}

// RunKafkaGoBuggy uses ReadMessage, which commits the offset as it returns
// the message: a crash while applying loses it.
func RunKafkaGoBuggy(ctx context.Context, r *kafka.Reader, store *orders.Store) error {
	for {
		m, err := r.ReadMessage(ctx) // idemlint: want ackorder
		if err != nil {
			return err
		}
		ev, err := orders.Decode(m.Value)
		if err != nil {
			log.Printf("kafka-go: skip malformed offset %d: %v", m.Offset, err)
			continue
		}
		if err := store.Apply(ctx, ev); err != nil {
			return err
		}
	}
}

// RunKafkaGo fetches without committing and commits after Apply.
func RunKafkaGo(ctx context.Context, r *kafka.Reader, store *orders.Store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ev, err := orders.Decode(m.Value)
		if err != nil {
			log.Printf("kafka-go: skip malformed offset %d: %v", m.Offset, err)
		} else if err := store.Apply(ctx, ev); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // idemlint: ok
			return err
		}
	}
}
