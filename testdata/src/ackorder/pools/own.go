package pools

import (
	"context"
	"sync"
)

// Parallel is the program's own pool: each task runs in a goroutine it
// starts, at most n at once.
type Parallel struct {
	wg sync.WaitGroup
	ch chan bool
}

func (p *Parallel) RunTask(fn func()) {
	p.wg.Add(1)
	p.ch <- true
	go func() {
		defer p.wg.Done()
		defer func() { <-p.ch }()
		fn()
	}()
}

// Bad: the insert runs in the program's own pool; the offset is
// committed at once.
func (c *Consumer) ownLoop(ctx context.Context, p *Parallel) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		p.RunTask(func() {
			c.save(ctx, m)
		})
		c.reader.CommitMessages(ctx, m) // want `c.reader.CommitMessages runs while c.save at line \d+ may still run in a goroutine`
	}
}

// Good: the task commits its own message after its work.
func (c *Consumer) ownCommitsInTask(ctx context.Context, p *Parallel) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		p.RunTask(func() {
			if c.save(ctx, m) == nil {
				c.reader.CommitMessages(ctx, m)
			}
		})
	}
}
