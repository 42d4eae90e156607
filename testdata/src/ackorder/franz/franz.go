// Package franz holds twmb/franz-go poll loops.
package franz

import (
	"context"
	"log"

	"github.com/twmb/franz-go/pkg/kgo"

	"ackorder/repo"
)

func commitFirst(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			if err := cl.CommitRecords(ctx, r); err != nil { // want `cl.CommitRecords runs before s.Apply at line 20`
				return err
			}
			if err := s.Apply(ctx, string(r.Key)); err != nil {
				return err
			}
		}
	}
}

func commitAfter(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			if err := s.Apply(ctx, string(r.Key)); err != nil {
				return err
			}
			cl.MarkCommitRecords(r)
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			return err
		}
	}
}

// Records produced downstream are lost if the commit comes first.
func commitBeforeProduce(ctx context.Context, cl *kgo.Client) error {
	for {
		fetches := cl.PollFetches(ctx)
		if err := cl.CommitUncommittedOffsets(ctx); err != nil { // want `cl.CommitUncommittedOffsets runs before cl.ProduceSync at line 50`
			return err
		}
		for _, r := range fetches.Records() {
			if err := cl.ProduceSync(ctx, kgo.KeyStringRecord(string(r.Key), "shipped")).FirstErr(); err != nil {
				return err
			}
		}
	}
}

// The callback runs once per record of the poll, after the commit.
func commitBeforeEach(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		if err := cl.CommitUncommittedOffsets(ctx); err != nil { // want `cl.CommitUncommittedOffsets runs before s.Apply at line 65`
			return err
		}
		fetches.EachRecord(func(r *kgo.Record) {
			s.Apply(ctx, string(r.Key))
		})
	}
}

func commitAfterEach(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		fetches.EachRecord(func(r *kgo.Record) {
			s.Apply(ctx, string(r.Key))
		})
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			return err
		}
	}
}

// A record whose apply failed is logged and skipped, and the poll committed
// all the same: the failed record is lost.
func commitSkipped(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			if err := s.Apply(ctx, string(r.Key)); err != nil {
				log.Print(err)
				continue
			}
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil { // want `cl.CommitUncommittedOffsets runs after s.Apply at line 88 failed`
			return err
		}
	}
}

// A failed record stops the loop before the commit: it is fetched again.
func commitUnlessFailed(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			if err := s.Apply(ctx, string(r.Key)); err != nil {
				return err
			}
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			return err
		}
	}
}

// A record of a batch grouped by key whose apply failed is logged and
// skipped, and the poll committed all the same.
func commitSkippedByKey(ctx context.Context, cl *kgo.Client, s *repo.Store) error {
	for {
		fetches := cl.PollFetches(ctx)
		byKey := map[string]*kgo.Record{}
		for _, r := range fetches.Records() {
			byKey[string(r.Key)] = r
		}
		for k := range byKey {
			if err := s.Apply(ctx, k); err != nil {
				log.Print(err)
				continue
			}
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil { // want `cl.CommitUncommittedOffsets runs after s.Apply at line 124 failed`
			return err
		}
	}
}

// A failed record goes to every dead-letter topic before the commit: the
// loop over the topics ends the failure path.
func commitDeadLettered(ctx context.Context, cl *kgo.Client, s *repo.Store, topics []string) error {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			if err := s.Apply(ctx, string(r.Key)); err != nil {
				for _, t := range topics {
					cl.ProduceSync(ctx, kgo.KeyStringRecord(t, string(r.Key)))
				}
				continue
			}
		}
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			return err
		}
	}
}
