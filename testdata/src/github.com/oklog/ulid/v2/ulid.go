// Package ulid is an idemlint test stub of github.com/oklog/ulid/v2@v2.1.2: only the declarations the tests use, with the real names, receivers and parameter names.
package ulid

import (
	"io"
	"time"
)

// ULID is a Universally Unique Lexicographically Sortable Identifier.
type ULID [16]byte

// String returns the text form of id.
func (id ULID) String() string { return "" }

// New returns a ULID with timestamp ms and randomness read from entropy.
func New(ms uint64, entropy io.Reader) (id ULID, err error) { return id, nil }

// MustNew is New that panics on error.
func MustNew(ms uint64, entropy io.Reader) ULID { return ULID{} }

// MustNewDefault returns a ULID for t with the default entropy.
func MustNewDefault(t time.Time) ULID { return ULID{} }

// DefaultEntropy returns the package's monotonic entropy source.
func DefaultEntropy() io.Reader { return nil }

// Make returns a ULID for the current time with the default entropy.
func Make() (id ULID) { return id }

// Now returns the current time in Unix milliseconds.
func Now() uint64 { return 0 }

// Timestamp converts t to Unix milliseconds.
func Timestamp(t time.Time) uint64 { return 0 }

// Parse decodes ulid.
func Parse(ulid string) (id ULID, err error) { return id, nil }
