// Package kafkaremote reads with readers another package builds.
package kafkaremote

import (
	"context"

	"github.com/segmentio/kafka-go"

	"ackorder/kafkaconf"
	"ackorder/repo"
)

// Bad: the helper builds a group reader, whose ReadMessage commits.
func run(ctx context.Context, brokers []string, s *repo.Store) error {
	r := kafkaconf.NewGroupReader(brokers)
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

// Good: no group, nothing is committed.
func runPartition(ctx context.Context, brokers []string, s *repo.Store) error {
	r := kafkaconf.NewPartitionReader(brokers)
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

// Good: whether the reader has a group is decided at run time.
func runEither(ctx context.Context, brokers []string, grouped bool, s *repo.Store) error {
	r := kafkaconf.NewReader(brokers, grouped)
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

// Worker keeps the reader the helper built.
type Worker struct {
	r *kafka.Reader
	s *repo.Store
}

// NewWorker builds a worker on a group reader.
func NewWorker(brokers []string, s *repo.Store) *Worker {
	return &Worker{r: kafkaconf.NewGroupReader(brokers), s: s}
}

// Bad: the field holds a group reader.
func (w *Worker) Run(ctx context.Context) error {
	for {
		m, err := w.r.ReadMessage(ctx) // want `w.r.ReadMessage acknowledges on receipt, before w.s.Apply at line \d+`
		if err != nil {
			return err
		}
		if err := w.s.Apply(ctx, string(m.Key)); err != nil {
			return err
		}
	}
}
