// Package uuid is an idemlint test stub of github.com/gofrs/uuid/v5@v5.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package uuid

import "time"

// UUID is a 128-bit UUID.
type UUID [16]byte

// NamespaceDNS is the name space for DNS names.
var NamespaceDNS = UUID{}

// String returns the canonical text form of u.
func (u UUID) String() string { return "" }

// Must returns u or panics if err is not nil.
func Must(u UUID, err error) UUID { return u }

// FromString decodes text into a UUID.
func FromString(text string) (UUID, error) { return UUID{}, nil }

// NewV1 returns a time-based UUID.
func NewV1() (UUID, error) { return UUID{}, nil }

// NewV1AtTime returns a time-based UUID for atTime.
func NewV1AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV3 returns a name-based MD5 UUID.
func NewV3(ns UUID, name string) UUID { return UUID{} }

// NewV4 returns a random UUID.
func NewV4() (UUID, error) { return UUID{}, nil }

// NewV5 returns a name-based SHA-1 UUID.
func NewV5(ns UUID, name string) UUID { return UUID{} }

// NewV6 returns a k-sortable time-based UUID.
func NewV6() (UUID, error) { return UUID{}, nil }

// NewV6AtTime returns a version 6 UUID for atTime.
func NewV6AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV7 returns a k-sortable time-ordered random UUID.
func NewV7() (UUID, error) { return UUID{}, nil }

// NewV7AtTime returns a version 7 UUID for atTime.
func NewV7AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV8 returns a UUID made of the caller's bits.
func NewV8(customA []byte, customB []byte, customC []byte) (UUID, error) { return UUID{}, nil }

// Generator generates UUIDs.
type Generator interface {
	NewV1() (UUID, error)
	NewV1AtTime(time.Time) (UUID, error)
	NewV3(ns UUID, name string) UUID
	NewV4() (UUID, error)
	NewV5(ns UUID, name string) UUID
	NewV6() (UUID, error)
	NewV6AtTime(time.Time) (UUID, error)
	NewV7() (UUID, error)
	NewV7AtTime(time.Time) (UUID, error)
	NewV8([]byte, []byte, []byte) (UUID, error)
}

// DefaultGenerator backs the package-level functions.
var DefaultGenerator Generator = NewGen()

// Gen is the reference Generator.
type Gen struct{}

// NewGen returns a Gen.
func NewGen() *Gen { return &Gen{} }

// NewV1 returns a time-based UUID.
func (g *Gen) NewV1() (UUID, error) { return UUID{}, nil }

// NewV1AtTime returns a time-based UUID for atTime.
func (g *Gen) NewV1AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV3 returns a name-based MD5 UUID.
func (g *Gen) NewV3(ns UUID, name string) (u UUID) { return u }

// NewV4 returns a random UUID.
func (g *Gen) NewV4() (UUID, error) { return UUID{}, nil }

// NewV5 returns a name-based SHA-1 UUID.
func (g *Gen) NewV5(ns UUID, name string) (u UUID) { return u }

// NewV6 returns a k-sortable time-based UUID.
func (g *Gen) NewV6() (UUID, error) { return UUID{}, nil }

// NewV6AtTime returns a version 6 UUID for atTime.
func (g *Gen) NewV6AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV7 returns a k-sortable time-ordered random UUID.
func (g *Gen) NewV7() (UUID, error) { return UUID{}, nil }

// NewV7AtTime returns a version 7 UUID for atTime.
func (g *Gen) NewV7AtTime(atTime time.Time) (UUID, error) { return UUID{}, nil }

// NewV8 returns a UUID made of the caller's bits.
func (g *Gen) NewV8(customA []byte, customB []byte, customC []byte) (UUID, error) {
	return UUID{}, nil
}
