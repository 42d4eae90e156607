// Package pool runs a function for each key in goroutines of its own,
// at most n at a time, and waits for them all: the caller's closure runs
// on other goroutines, in a package the caller's callers do not see.
package pool

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sync"
)

// Result is one key's outcome.
type Result[T any] struct {
	Key   string
	Value T
	Err   error
}

// FanOut runs fn for every key, n at a time, and returns the results in
// the keys' order.
func FanOut[T any](ctx context.Context, keys []string, fn func(ctx context.Context, key string) (T, error), n int) []Result[T] {
	out := make([]Result[T], len(keys))
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	for i, k := range keys {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, k string) {
			defer wg.Done()
			defer func() { <-sem }()
			v, err := fn(ctx, k)
			out[i] = Result[T]{Key: k, Value: v, Err: err}
		}(i, k)
	}
	wg.Wait()
	return out
}

// Token derives a deterministic token from an execution's id and an
// index: the same pair always gives the same token.
func Token(executionID string, i int) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s:%d", executionID, i)))
	return hex.EncodeToString(sum[:])
}
