// Package work is an idemlint test stub of github.com/gocraft/work@v0.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package work

// Job is a job.
type Job struct {
	Name string
	ID   string
	Args map[string]interface{}
}

// JobOptions can be passed to JobWithOptions.
type JobOptions struct{ MaxFails uint }

// WorkerPool runs jobs.
type WorkerPool struct{}

// Job registers the job name to the specified handler fn.
func (wp *WorkerPool) Job(name string, fn interface{}) *WorkerPool { return wp }

// JobWithOptions adds a handler for name with options.
func (wp *WorkerPool) JobWithOptions(name string, jobOpts JobOptions, fn interface{}) *WorkerPool {
	return wp
}
