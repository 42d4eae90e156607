// Package syncwait calls every Wait row of the idemlint catalog once.
package syncwait

import (
	"context"
	"sync"

	"golang.org/x/sync/errgroup"
)

func waitGroup(jobs []func()) {
	var wg sync.WaitGroup
	for _, job := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			job()
		}()
	}
	wg.Wait() // row: WaitGroup.Wait
}

func errGroup(ctx context.Context, jobs []func(context.Context) error) error {
	g, ctx := errgroup.WithContext(ctx)
	for _, job := range jobs {
		g.Go(func() error { return job(ctx) })
	}
	return g.Wait() // row: Group.Wait
}
