// Package pond is a stub of github.com/alitto/pond/v2: the pool.
package pond

type Task interface{ Wait() error }

type BasePool interface {
	StopAndWait()
}

type Pool interface {
	BasePool
	Go(task func()) error
	Submit(task func()) Task
	SubmitErr(task func() error) Task
}

func NewPool(maxConcurrency int) Pool { return nil }
