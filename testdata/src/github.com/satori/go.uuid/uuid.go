// Package uuid is an idemlint test stub of github.com/satori/go.uuid@v1.2.0: only the declarations the tests use, with the real names and parameter names.
package uuid

// UUID representation compliant with specification described in RFC 4122.
type UUID [16]byte

// Predefined namespace UUIDs.
var NamespaceOID = UUID{}

// String returns the canonical string representation of the UUID.
func (u UUID) String() string { return "" }

// NewV1 returns UUID based on current timestamp and MAC address.
func NewV1() UUID { return UUID{} }

// NewV2 returns DCE Security UUID based on POSIX UID/GID.
func NewV2(domain byte) UUID { return UUID{} }

// NewV4 returns random generated UUID.
func NewV4() UUID { return UUID{} }

// NewV5 returns UUID based on SHA-1 hash of namespace UUID and name.
func NewV5(ns UUID, name string) UUID { return UUID{} }

// Must is a helper that wraps a call to a function returning (UUID, error).
func Must(u UUID, err error) UUID { return u }
