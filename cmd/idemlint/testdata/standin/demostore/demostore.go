// Package demostore is the ledger of a demo: it keeps nothing, and
// answers from the ids a demo uses.
package demostore

import (
	"context"
	"errors"
	"strings"
)

// Ledger keeps nothing.
type Ledger struct{}

// Has reports the demo's "seen-" ids held.
func (Ledger) Has(_ context.Context, id string) (bool, error) {
	if id == "" {
		return false, errors.New("demo: empty id")
	}
	return strings.HasPrefix(id, "seen-"), nil
}

// Put fails for the demo's "fail-" ids.
func (Ledger) Put(_ context.Context, id string) error {
	if rest, ok := strings.CutPrefix(id, "fail-"); ok {
		return errors.New("demo: cannot put " + rest)
	}
	return nil
}
