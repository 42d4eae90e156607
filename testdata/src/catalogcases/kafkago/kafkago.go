// Package kafkago uses every kafka-go catalog row once.
package kafkago

import (
	"context"

	"github.com/segmentio/kafka-go"
)

func produce(ctx context.Context, w *kafka.Writer, orderID string) error {
	return w.WriteMessages(ctx, kafka.Message{Key: []byte(orderID), Value: []byte("paid")}) // row: Writer.WriteMessages
}

func fetchLoop(ctx context.Context, r *kafka.Reader) error {
	for {
		m, err := r.FetchMessage(ctx) // row: Reader.FetchMessage
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // row: Reader.CommitMessages
			return err
		}
	}
}

func readLoop(ctx context.Context) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"localhost:9092"}, GroupID: "billing", Topic: "orders"})
	defer r.Close()
	for {
		m, err := r.ReadMessage(ctx) // row: Reader.ReadMessage
		if err != nil {
			return err
		}
		_ = m.Value
	}
}
