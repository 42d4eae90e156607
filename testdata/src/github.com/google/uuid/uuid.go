// Package uuid is an idemlint test stub of github.com/google/uuid@v1.6.0: only the declarations the tests use, with the real names, receivers and parameter names.
package uuid

import (
	"hash"
	"io"
)

// UUID is a 128-bit UUID.
type UUID [16]byte

// Domain is a DCE Security domain.
type Domain byte

// The DCE Security domains.
const (
	Person = Domain(0)
	Group  = Domain(1)
	Org    = Domain(2)
)

// Well-known name spaces for NewSHA1 and NewMD5.
var (
	NameSpaceDNS = UUID{}
	NameSpaceURL = UUID{}
)

// String returns the canonical text form of uuid.
func (uuid UUID) String() string { return "" }

// New returns a random (version 4) UUID or panics.
func New() UUID { return UUID{} }

// NewString returns New().String().
func NewString() string { return "" }

// NewRandom returns a random (version 4) UUID.
func NewRandom() (UUID, error) { return UUID{}, nil }

// NewRandomFromReader returns a version 4 UUID read from r.
func NewRandomFromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

// NewUUID returns a time-based (version 1) UUID.
func NewUUID() (UUID, error) { return UUID{}, nil }

// NewV6 returns a time-ordered (version 6) UUID.
func NewV6() (UUID, error) { return UUID{}, nil }

// NewV7 returns a time-ordered random (version 7) UUID.
func NewV7() (UUID, error) { return UUID{}, nil }

// NewV7FromReader returns a version 7 UUID whose random part is read from r.
func NewV7FromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

// NewDCESecurity returns a DCE Security (version 2) UUID.
func NewDCESecurity(domain Domain, id uint32) (UUID, error) { return UUID{}, nil }

// NewDCEPerson returns a DCE Security UUID in the person domain.
func NewDCEPerson() (UUID, error) { return UUID{}, nil }

// NewDCEGroup returns a DCE Security UUID in the group domain.
func NewDCEGroup() (UUID, error) { return UUID{}, nil }

// Must returns uuid or panics if err is not nil.
func Must(uuid UUID, err error) UUID { return uuid }

// NewHash returns a name-based UUID computed with h.
func NewHash(h hash.Hash, space UUID, data []byte, version int) UUID { return UUID{} }

// NewMD5 returns a name-based (version 3) UUID.
func NewMD5(space UUID, data []byte) UUID { return UUID{} }

// NewSHA1 returns a name-based (version 5) UUID.
func NewSHA1(space UUID, data []byte) UUID { return UUID{} }

// Parse decodes s into a UUID.
func Parse(s string) (UUID, error) { return UUID{}, nil }
