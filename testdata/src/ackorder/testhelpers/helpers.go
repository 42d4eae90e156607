// Package testhelpers is a driver-conformance package: its functions take
// a *testing.T, in files that are not _test.go files. Test code: no broker
// redelivers there.
package testhelpers

import (
	"context"
	"testing"

	"gocloud.dev/pubsub"
)

// Good: a test helper that receives, acks and hands back what it got.
func receiveN(ctx context.Context, t *testing.T, sub *pubsub.Subscription, n int) []*pubsub.Message {
	t.Helper()
	var ms []*pubsub.Message
	for range n {
		m, err := sub.Receive(ctx)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
		m.Ack()
	}
	return ms
}

// Bad: the same receive in a function of the package that no test type
// reaches is a consumer's.
func drain(ctx context.Context, sub *pubsub.Subscription, n int) []*pubsub.Message {
	var ms []*pubsub.Message
	for range n {
		m, err := sub.Receive(ctx)
		if err != nil {
			return ms
		}
		ms = append(ms, m)
		m.Ack() // want `m.Ack runs before the caller's work on what the function returns`
	}
	return ms
}
