// Package kafkago holds segmentio/kafka-go consumers. Its readers are built
// both with and without a group, so a reader passed in is not known to be
// a group reader.
package kafkago

import (
	"context"

	"github.com/segmentio/kafka-go"

	"ackorder/repo"
)

func readGroup(ctx context.Context, s *repo.Store) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"k:9092"}, GroupID: "orders", Topic: "paid"})
	for {
		m, err := r.ReadMessage(ctx) // want `r.ReadMessage acknowledges on receipt, before s.Apply at line 21`
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}

// Without a GroupID, ReadMessage commits nothing.
func readPartition(ctx context.Context, s *repo.Store) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"k:9092"}, Topic: "paid", Partition: 0})
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}

// A reader from elsewhere, in a package with both kinds: unknown.
func readUnknown(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	m, err := r.ReadMessage(ctx)
	if err != nil {
		return err
	}
	return s.Apply(ctx, string(m.Key))
}

func fetchCommitFirst(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want `r.CommitMessages runs before s.Apply at line 59`
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}

func fetchCommitAfter(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
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

// Committing the previous message before blocking on the next is about
// the previous message.
func commitPrevious(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	var prev kafka.Message
	have := false
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if have {
			if err := r.CommitMessages(ctx, prev); err != nil {
				return err
			}
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
		prev, have = m, true
	}
}
