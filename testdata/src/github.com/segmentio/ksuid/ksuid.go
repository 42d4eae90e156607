// Package ksuid is an idemlint test stub of github.com/segmentio/ksuid@v1.0.4: only the declarations the tests use, with the real names, receivers and parameter names.
package ksuid

import "time"

// KSUID is a K-Sortable Unique IDentifier.
type KSUID [20]byte

// String returns the text form of i.
func (i KSUID) String() string { return "" }

// New returns a new KSUID or panics.
func New() KSUID { return KSUID{} }

// NewRandom returns a new KSUID for the current time.
func NewRandom() (ksuid KSUID, err error) { return ksuid, nil }

// NewRandomWithTime returns a new KSUID for t.
func NewRandomWithTime(t time.Time) (ksuid KSUID, err error) { return ksuid, nil }

// FromParts builds a KSUID from a time and a payload.
func FromParts(t time.Time, payload []byte) (KSUID, error) { return KSUID{}, nil }

// Parse decodes s.
func Parse(s string) (KSUID, error) { return KSUID{}, nil }
