// Package kafkagroup builds only group readers, so a reader passed in is
// one.
package kafkagroup

import (
	"context"

	"github.com/segmentio/kafka-go"

	"ackorder/repo"
)

// NewReader returns a group reader.
func NewReader(brokers []string) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, GroupID: "orders", Topic: "paid"})
}

func run(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	for {
		m, err := r.ReadMessage(ctx) // want `r.ReadMessage acknowledges on receipt, before s.Apply at line 24`
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}

func runFetch(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
