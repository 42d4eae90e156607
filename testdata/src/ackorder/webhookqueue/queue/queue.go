// Package queue is the program's in-memory work queue: a worker drains
// its channel.
package queue

// Queue hands jobs to its worker.
type Queue struct{ jobs chan []byte }

// Push hands the job to the worker and returns at once.
func (q *Queue) Push(job []byte) { q.jobs <- job }
