// Package rivertype is an idemlint test stub of github.com/riverqueue/river/rivertype@v0.51.2: only the declarations the tests use, with the real names, receivers and parameter names.
package rivertype

import (
	"context"
	"time"
)

// JobArgs are the arguments of a job.
type JobArgs interface {
	Kind() string
}

// JobRow is a persisted job.
type JobRow struct {
	ID          int64
	Attempt     int
	CreatedAt   time.Time
	EncodedArgs []byte
	Kind        string
	MaxAttempts int
	Metadata    []byte
	Priority    int
	Queue       string
	ScheduledAt time.Time
	Tags        []string
	UniqueKey   []byte
}

// JobInsertResult is the result of a job insert.
type JobInsertResult struct {
	Job                      *JobRow
	UniqueSkippedAsDuplicate bool
}

// WorkerMiddleware wraps job execution.
type WorkerMiddleware interface {
	Work(ctx context.Context, job *JobRow, doInner func(context.Context) error) error
}
