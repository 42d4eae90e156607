// Package backoff is a stub of github.com/cenkalti/backoff/v4.
package backoff

// Operation is a retried function.
type Operation func() error

// BackOff paces the retries.
type BackOff interface{}

// NewExponentialBackOff returns a pacing.
func NewExponentialBackOff() BackOff { return nil }

// Retry runs o until it succeeds or b stops.
func Retry(o Operation, b BackOff) error { return o() }
