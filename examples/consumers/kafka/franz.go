package kafka

import (
	"context"
	"log"

	"github.com/twmb/franz-go/pkg/kgo"

	"github.com/idemlint/idemlint/examples/orders"
)

// NewFranzClient returns a group client that commits only when told to.
func NewFranzClient(brokers []string) (*kgo.Client, error) {
	return kgo.NewClient(
		kgo.SeedBrokers(brokers...),
		kgo.ConsumerGroup("orders"),
		kgo.ConsumeTopics("order-paid"),
		kgo.DisableAutoCommit(),
	)
}

// RunFranzBuggy commits the whole poll before applying its records.
func RunFranzBuggy(ctx context.Context, cl *kgo.Client, store *orders.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		if err := fetches.Err0(); err != nil {
			return err
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil { // idemlint: want ackorder
			return err
		}
		fetches.EachRecord(func(rec *kgo.Record) {
			ev, err := orders.Decode(rec.Value)
			if err == nil {
				err = store.Apply(ctx, ev)
			}
			if err != nil {
				log.Printf("franz-go: offset %d: %v", rec.Offset, err)
			}
		})
	}
}

// RunFranz applies the records of a poll and commits them afterwards.
func RunFranz(ctx context.Context, cl *kgo.Client, store *orders.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		if err := fetches.Err0(); err != nil {
			return err
		}
		for _, rec := range fetches.Records() {
			ev, err := orders.Decode(rec.Value)
			if err != nil {
				log.Printf("franz-go: skip malformed offset %d: %v", rec.Offset, err)
				continue
			}
			if err := store.Apply(ctx, ev); err != nil {
				return err
			}
		}
		if err := cl.CommitRecords(ctx, fetches.Records()...); err != nil { // idemlint: ok
			return err
		}
	}
}
