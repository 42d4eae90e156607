// Package strategy stubs github.com/Rican7/retry/strategy v0.3.1.
package strategy

import "time"

// Strategy decides whether an attempt is made.
type Strategy func(attempt uint) bool

// Wait waits before each attempt.
func Wait(durations ...time.Duration) Strategy {
	return func(attempt uint) bool { return true }
}
