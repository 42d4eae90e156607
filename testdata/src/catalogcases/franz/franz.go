// Package franz uses every franz-go kgo catalog row once.
package franz

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
	"github.com/twmb/franz-go/pkg/kmsg"
)

func produce(ctx context.Context, cl *kgo.Client, orderID string) error {
	r := kgo.KeyStringRecord(orderID, "paid")
	cl.Produce(ctx, r, func(*kgo.Record, error) {})    // row: Client.Produce
	cl.TryProduce(ctx, r, func(*kgo.Record, error) {}) // row: Client.TryProduce
	return cl.ProduceSync(ctx, r).FirstErr()           // row: Client.ProduceSync
}

func consume(ctx context.Context, cl *kgo.Client) error {
	for {
		fs := cl.PollFetches(ctx) // row: Client.PollFetches
		if fs.IsClientClosed() {
			return nil
		}
		if err := fs.Err(); err != nil {
			return err
		}
		rs := fs.Records()
		if err := cl.CommitRecords(ctx, rs...); err != nil { // row: Client.CommitRecords
			return err
		}
	}
}

func consumeMarked(ctx context.Context, cl *kgo.Client) error {
	fs := cl.PollRecords(ctx, 100) // row: Client.PollRecords
	fs.EachRecord(func(r *kgo.Record) {
		cl.MarkCommitRecords(r) // row: Client.MarkCommitRecords
	})
	cl.MarkCommitOffsets(map[string]map[int32]kgo.EpochOffset{"orders": {0: {Epoch: -1, Offset: 10}}}) // row: Client.MarkCommitOffsets

	if err := cl.CommitMarkedOffsets(ctx); err != nil { // row: Client.CommitMarkedOffsets
		return err
	}
	return cl.CommitUncommittedOffsets(ctx) // row: Client.CommitUncommittedOffsets
}

func commitOffsets(ctx context.Context, cl *kgo.Client, offsets map[string]map[int32]kgo.EpochOffset) {
	done := func(*kgo.Client, *kmsg.OffsetCommitRequest, *kmsg.OffsetCommitResponse, error) {}
	cl.CommitOffsets(ctx, offsets, done)     // row: Client.CommitOffsets
	cl.CommitOffsetsSync(ctx, offsets, done) // row: Client.CommitOffsetsSync
}

func newClient() (*kgo.Client, error) {
	return kgo.NewClient(kgo.SeedBrokers("localhost:9092"), kgo.ConsumerGroup("billing"), kgo.ConsumeTopics("orders"), kgo.DisableAutoCommit())
}
