// Package testkit holds test doubles in a non-test file. Always is a
// named bool that tests convert (testkit.Always(false)): a conversion
// constructs it as a composite literal would, in tests only, so it does
// not dilute the whole-module view's answer.
package testkit

import "context"

// Always is a consumer.Store that answers Seen with its own value.
type Always bool

// Seen reports the double's value.
func (a Always) Seen(context.Context, string) (bool, error) { return bool(a), nil }

// Save does nothing.
func (a Always) Save(context.Context, string) error { return nil }
