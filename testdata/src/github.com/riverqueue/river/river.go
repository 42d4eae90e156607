// Package river is an idemlint test stub of github.com/riverqueue/river@v0.51.2: only the declarations the tests use, with the real names, receivers and parameter names.
package river

import (
	"context"
	"time"

	"github.com/riverqueue/river/rivertype"
)

// JobArgs are the arguments of a job.
type JobArgs interface {
	Kind() string
}

// Job is a job with args of type T.
type Job[T JobArgs] struct {
	*rivertype.JobRow

	Args T
}

// Worker works jobs with args of type T.
type Worker[T JobArgs] interface {
	Middleware(job *rivertype.JobRow) []rivertype.WorkerMiddleware
	NextRetry(job *Job[T]) time.Time
	Timeout(job *Job[T]) time.Duration
	Work(ctx context.Context, job *Job[T]) error
}

// WorkerDefaults fills in the Worker methods other than Work.
type WorkerDefaults[T JobArgs] struct{}

// Middleware returns no middleware.
func (w WorkerDefaults[T]) Middleware(*rivertype.JobRow) []rivertype.WorkerMiddleware { return nil }

// NextRetry defers to the client's retry policy.
func (w WorkerDefaults[T]) NextRetry(*Job[T]) time.Time { return time.Time{} }

// Timeout defers to the client's timeout.
func (w WorkerDefaults[T]) Timeout(*Job[T]) time.Duration { return 0 }

type workFunc[T JobArgs] struct {
	WorkerDefaults[T]

	f func(context.Context, *Job[T]) error
}

func (wf *workFunc[T]) Work(ctx context.Context, job *Job[T]) error { return wf.f(ctx, job) }

// WorkFunc wraps a function to implement Worker.
func WorkFunc[T JobArgs](f func(context.Context, *Job[T]) error) Worker[T] {
	return &workFunc[T]{f: f}
}

// Workers is a bundle of registered workers.
type Workers struct{}

// NewWorkers returns an empty bundle.
func NewWorkers() *Workers { return &Workers{} }

// AddWorker registers worker on workers.
func AddWorker[T JobArgs](workers *Workers, worker Worker[T]) {}

// UniqueOpts configures job uniqueness.
type UniqueOpts struct {
	ByArgs   bool
	ByPeriod time.Duration
	ByQueue  bool
}

// InsertOpts are optional settings for a new job.
type InsertOpts struct {
	MaxAttempts int
	Metadata    []byte
	Pending     bool
	Priority    int
	Queue       string
	ScheduledAt time.Time
	Tags        []string
	UniqueOpts  UniqueOpts
}

// InsertManyParams is one job of a batch insert.
type InsertManyParams struct {
	Args       JobArgs
	InsertOpts *InsertOpts
}

// Config configures a Client.
type Config struct {
	Workers *Workers
}

// Client inserts and works jobs; TTx is the driver's transaction type.
type Client[TTx any] struct{}

// Start starts working jobs.
func (c *Client[TTx]) Start(ctx context.Context) error { return nil }

// Stop stops working jobs.
func (c *Client[TTx]) Stop(ctx context.Context) error { return nil }

// Insert inserts a job.
func (c *Client[TTx]) Insert(ctx context.Context, args JobArgs, opts *InsertOpts) (*rivertype.JobInsertResult, error) {
	return nil, nil
}

// InsertTx inserts a job in tx.
func (c *Client[TTx]) InsertTx(ctx context.Context, tx TTx, args JobArgs, opts *InsertOpts) (*rivertype.JobInsertResult, error) {
	return nil, nil
}

// InsertMany inserts jobs.
func (c *Client[TTx]) InsertMany(ctx context.Context, params []InsertManyParams) ([]*rivertype.JobInsertResult, error) {
	return nil, nil
}

// InsertManyTx inserts jobs in tx.
func (c *Client[TTx]) InsertManyTx(ctx context.Context, tx TTx, params []InsertManyParams) ([]*rivertype.JobInsertResult, error) {
	return nil, nil
}

// InsertManyFast inserts jobs and returns how many were inserted.
func (c *Client[TTx]) InsertManyFast(ctx context.Context, params []InsertManyParams) (int, error) {
	return 0, nil
}

// InsertManyFastTx inserts jobs in tx and returns how many were inserted.
func (c *Client[TTx]) InsertManyFastTx(ctx context.Context, tx TTx, params []InsertManyParams) (int, error) {
	return 0, nil
}
