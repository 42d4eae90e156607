// Package xid is an idemlint test stub of github.com/rs/xid@v1.6.0: only the declarations the tests use, with the real names, receivers and parameter names.
package xid

import "time"

// ID is a globally unique identifier.
type ID [12]byte

// String returns the text form of id.
func (id ID) String() string { return "" }

// New returns a new ID for the current time.
func New() ID { return ID{} }

// NewWithTime returns a new ID for t.
func NewWithTime(t time.Time) ID { return ID{} }

// FromString decodes id.
func FromString(id string) (ID, error) { return ID{}, nil }
