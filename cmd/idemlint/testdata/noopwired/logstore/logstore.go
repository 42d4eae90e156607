// Package logstore is a ledger that logs.
package logstore

import (
	"context"
	"log"
)

// Ledger logs what it is asked.
type Ledger struct{}

// Has logs the id.
func (Ledger) Has(_ context.Context, id string) (bool, error) {
	log.Printf("has %s?", id)
	return false, nil
}

// Put logs the id.
func (Ledger) Put(_ context.Context, id string) error {
	log.Printf("put %s", id)
	return nil
}
