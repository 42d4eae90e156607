package main

import (
	"context"
	"testing"

	"example.com/contest/internal/seed"
)

// TestDispatch calls the dispatcher through a callback of its own: test
// code, which makes nothing it reaches run per request.
func TestDispatch(t *testing.T) {
	run := func(args []string) error {
		return dispatch(context.Background(), nil, args, subcommands{restore: seed.Restore})
	}
	if err := run(nil); err != nil {
		t.Fatal(err)
	}
}
