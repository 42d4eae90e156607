// Package kafkago holds segmentio/kafka-go consumers. Its readers are built
// both with and without a group, so a reader passed in is not known to be
// a group reader.
package kafkago

import (
	"context"
	"encoding/json"
	"log"
	"time"

	"github.com/segmentio/kafka-go"

	"ackorder/repo"
)

func readGroup(ctx context.Context, s *repo.Store) error {
	r := kafka.NewReader(kafka.ReaderConfig{Brokers: []string{"k:9092"}, GroupID: "orders", Topic: "paid"})
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
		if err := r.CommitMessages(ctx, m); err != nil { // want `r.CommitMessages runs before s.Apply at line 62`
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

// Bad: a failed message is skipped, and the next message's commit covers
// its offset.
func fetchSkipFailed(ctx context.Context, r *kafka.Reader, s *repo.Store, errs chan<- error) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			select {
			case errs <- err:
			default:
				log.Printf("apply: %v", err)
			}
			continue
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want `r.CommitMessages commits past the message whose s.Apply at line \d+ failed`
			return err
		}
	}
}

// Good: the work is retried until it succeeds, and an undecodable payload
// is skipped (committing past it is the only way on).
func fetchRetryFailed(ctx context.Context, r *kafka.Reader, s *repo.Store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev struct{ ID string }
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			log.Printf("undecodable: %v", err)
			continue
		}
		for s.Apply(ctx, ev.ID) != nil {
			time.Sleep(time.Second)
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Good: a failed message goes to a dead-letter topic before the loop goes
// on.
func fetchDeadLetter(ctx context.Context, r *kafka.Reader, dlq *kafka.Writer, s *repo.Store) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			if err := dlq.WriteMessages(ctx, m); err != nil {
				return err
			}
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
