// Package workerpool is a stub of github.com/gammazero/workerpool.
package workerpool

type WorkerPool struct{}

func New(maxWorkers int) *WorkerPool { return &WorkerPool{} }

func (p *WorkerPool) Submit(task func())     {}
func (p *WorkerPool) SubmitWait(task func()) {}
func (p *WorkerPool) StopWait()              {}
