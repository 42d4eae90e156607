// Package gocron stubs github.com/go-co-op/gocron/v2 at its real import path.
package gocron

import "time"

// Task is a job's function and its parameters.
type Task func() task

type task struct {
	function   any
	parameters []any
}

// NewTask returns a task that runs function with parameters.
func NewTask(function any, parameters ...any) Task {
	return func() task { return task{function: function, parameters: parameters} }
}

// JobDefinition defines when a job runs.
type JobDefinition interface{ setup() }

type duration time.Duration

func (duration) setup() {}

// DurationJob runs a job every d.
func DurationJob(d time.Duration) JobDefinition { return duration(d) }

// Job is a scheduled job.
type Job interface{ Name() string }

// Scheduler runs jobs.
type Scheduler interface {
	NewJob(JobDefinition, Task, ...any) (Job, error)
	Start()
}
