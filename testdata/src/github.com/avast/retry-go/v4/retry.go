// Package retry is a stub of github.com/avast/retry-go/v4.
package retry

// RetryableFunc is a retried function.
type RetryableFunc func() error

// Option configures the retries.
type Option func()

// Do runs retryableFunc until it succeeds or the options stop it.
func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }
