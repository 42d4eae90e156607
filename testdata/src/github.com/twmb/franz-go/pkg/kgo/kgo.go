// Package kgo is an idemlint test stub of github.com/twmb/franz-go/pkg/kgo@v1.22.3: only the declarations the tests use, with the real names, receivers and parameter names.
package kgo

import (
	"context"
	"time"

	"github.com/twmb/franz-go/pkg/kmsg"
)

// Opt configures a Client.
type Opt interface {
	apply()
}

// ProducerOpt configures producing.
type ProducerOpt interface {
	Opt
	producerOpt()
}

// ConsumerOpt configures consuming.
type ConsumerOpt interface {
	Opt
	consumerOpt()
}

// GroupOpt configures group consuming.
type GroupOpt interface {
	Opt
	groupOpt()
}

type stubOpt struct{}

func (stubOpt) apply()       {}
func (stubOpt) producerOpt() {}
func (stubOpt) consumerOpt() {}
func (stubOpt) groupOpt()    {}

// SeedBrokers sets the brokers to bootstrap from.
func SeedBrokers(seeds ...string) Opt { return stubOpt{} }

// DefaultProduceTopic sets the topic of records without one.
func DefaultProduceTopic(t string) ProducerOpt { return stubOpt{} }

// ConsumeTopics sets the topics to consume.
func ConsumeTopics(topics ...string) ConsumerOpt { return stubOpt{} }

// ConsumerGroup sets the group to join.
func ConsumerGroup(group string) GroupOpt { return stubOpt{} }

// DisableAutoCommit turns autocommitting off.
func DisableAutoCommit() GroupOpt { return stubOpt{} }

// AutoCommitMarks autocommits only marked records.
func AutoCommitMarks() GroupOpt { return stubOpt{} }

// BlockRebalanceOnPoll holds rebalances until AllowRebalance.
func BlockRebalanceOnPoll() GroupOpt { return stubOpt{} }

// RecordHeader is a record header.
type RecordHeader struct {
	Key   string
	Value []byte
}

// Record is a produced or consumed record.
type Record struct {
	Key       []byte
	Value     []byte
	Headers   []RecordHeader
	Timestamp time.Time
	Topic     string
	Partition int32
	Offset    int64
	Context   context.Context
}

// StringRecord returns a record with value.
func StringRecord(value string) *Record { return &Record{Value: []byte(value)} }

// KeyStringRecord returns a record with key and value.
func KeyStringRecord(key, value string) *Record {
	return &Record{Key: []byte(key), Value: []byte(value)}
}

// ProduceResult is the outcome of one produced record.
type ProduceResult struct {
	Record *Record
	Err    error
}

// ProduceResults are the outcomes of ProduceSync.
type ProduceResults []ProduceResult

// FirstErr returns the first error.
func (rs ProduceResults) FirstErr() error {
	for _, r := range rs {
		if r.Err != nil {
			return r.Err
		}
	}
	return nil
}

// EpochOffset is an offset with its leader epoch.
type EpochOffset struct {
	Epoch  int32
	Offset int64
}

// FetchError is a fetch failure of one partition.
type FetchError struct {
	Topic     string
	Partition int32
	Err       error
}

// Fetch is one broker response.
type Fetch struct {
	records []*Record
}

// Fetches are the result of a poll.
type Fetches []Fetch

// Errors returns the fetch errors.
func (fs Fetches) Errors() []FetchError { return nil }

// Err returns the first error, if any.
func (fs Fetches) Err() error { return nil }

// IsClientClosed reports whether the client was closed.
func (fs Fetches) IsClientClosed() bool { return false }

// EachError calls fn for every fetch error.
func (fs Fetches) EachError(fn func(string, int32, error)) {}

// EachRecord calls fn for every record.
func (fs Fetches) EachRecord(fn func(*Record)) {
	for _, r := range fs.Records() {
		fn(r)
	}
}

// Records returns all records.
func (fs Fetches) Records() []*Record {
	var rs []*Record
	for _, f := range fs {
		rs = append(rs, f.records...)
	}
	return rs
}

// Client produces, consumes and commits.
type Client struct{}

// NewClient returns a Client.
func NewClient(opts ...Opt) (*Client, error) { return &Client{}, nil }

// Close leaves the group and closes the client.
func (cl *Client) Close() {}

// Produce sends r and calls promise when it is acknowledged.
func (cl *Client) Produce(
	ctx context.Context,
	r *Record,
	promise func(*Record, error),
) {
}

// TryProduce is Produce that fails instead of blocking when buffers are full.
func (cl *Client) TryProduce(
	ctx context.Context,
	r *Record,
	promise func(*Record, error),
) {
}

// ProduceSync produces rs and waits for them.
func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults { return nil }

// Flush waits for buffered records.
func (cl *Client) Flush(ctx context.Context) error { return nil }

// PollFetches waits for fetches.
func (cl *Client) PollFetches(ctx context.Context) Fetches { return nil }

// PollRecords waits for at most maxPollRecords records.
func (cl *Client) PollRecords(ctx context.Context, maxPollRecords int) Fetches { return nil }

// AllowRebalance lets a blocked rebalance continue.
func (cl *Client) AllowRebalance() {}

// CommitRecords commits the offsets of rs.
func (cl *Client) CommitRecords(ctx context.Context, rs ...*Record) error { return nil }

// MarkCommitRecords marks rs for the next commit.
func (cl *Client) MarkCommitRecords(rs ...*Record) {}

// MarkCommitOffsets marks offsets for the next commit.
func (cl *Client) MarkCommitOffsets(unmarked map[string]map[int32]EpochOffset) {}

// CommitUncommittedOffsets commits every polled offset.
func (cl *Client) CommitUncommittedOffsets(ctx context.Context) error { return nil }

// CommitMarkedOffsets commits the marked offsets.
func (cl *Client) CommitMarkedOffsets(ctx context.Context) error { return nil }

// CommitOffsetsSync commits uncommitted and waits for onDone.
func (cl *Client) CommitOffsetsSync(
	ctx context.Context,
	uncommitted map[string]map[int32]EpochOffset,
	onDone func(*Client, *kmsg.OffsetCommitRequest, *kmsg.OffsetCommitResponse, error),
) {
}

// CommitOffsets commits uncommitted asynchronously.
func (cl *Client) CommitOffsets(
	ctx context.Context,
	uncommitted map[string]map[int32]EpochOffset,
	onDone func(*Client, *kmsg.OffsetCommitRequest, *kmsg.OffsetCommitResponse, error),
) {
}
