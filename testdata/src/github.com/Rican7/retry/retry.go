// Package retry stubs github.com/Rican7/retry v0.3.1.
package retry

import "github.com/Rican7/retry/strategy"

// Action is a function that is retried.
type Action func(attempt uint) error

// Retry runs action until it succeeds or a strategy says stop.
func Retry(action Action, strategies ...strategy.Strategy) error {
	var err error
	for attempt := uint(0); attempt < 3; attempt++ {
		if err = action(attempt); err == nil {
			return nil
		}
	}
	return err
}
