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

// Consumer hides the reader behind a receive method of the program.
type Consumer struct{ r *kafka.Reader }

// Receive returns a message the group reader has already committed.
func (c *Consumer) Receive(ctx context.Context) (kafka.Message, error) {
	return c.r.ReadMessage(ctx) // want `c.r.ReadMessage acknowledges on receipt, before the caller.s work on what the function returns at line 50`
}

// Bad: the wrapper acknowledges on receipt; the work comes after.
func consume(ctx context.Context, c *Consumer, s *repo.Store) error {
	for {
		m, err := c.Receive(ctx) // want `c.Receive acknowledges on receipt, before s.Apply at line \d+`
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}

// Fetch returns a message not yet committed.
func (c *Consumer) Fetch(ctx context.Context) (kafka.Message, error) {
	return c.r.FetchMessage(ctx)
}

// Good: fetched through the wrapper, committed after the work.
func consumeFetched(ctx context.Context, c *Consumer, s *repo.Store) error {
	for {
		m, err := c.Fetch(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
		if err := c.r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// Event is what the program's receive method hands its callers.
type Event struct {
	Key  string
	Body []byte
}

// ReceiveEvent builds the program's event from a message the group reader
// has already committed.
func (c *Consumer) ReceiveEvent(ctx context.Context) (*Event, error) {
	m, err := c.r.ReadMessage(ctx) // want `c.r.ReadMessage acknowledges on receipt, before the caller.s work on what the function returns at line 100`
	if err != nil {
		return nil, err
	}
	return &Event{Key: string(m.Key), Body: m.Value}, nil
}

// FetchEvent builds it from a message not yet committed.
func (c *Consumer) FetchEvent(ctx context.Context) (*Event, error) {
	m, err := c.r.FetchMessage(ctx)
	if err != nil {
		return nil, err
	}
	return &Event{Key: string(m.Key), Body: m.Value}, nil
}
