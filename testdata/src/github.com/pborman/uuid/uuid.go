// Package uuid is an idemlint test stub of github.com/pborman/uuid@v1.2.1: only the declarations the tests use, with the real names and parameter names.
package uuid

// A UUID is a 128 bit (16 byte) Universal Unique IDentifier.
type UUID []byte

// String returns the string form of uuid.
func (uuid UUID) String() string { return "" }

// New returns a new random (version 4) UUID as a string.
func New() string { return "" }

// NewRandom returns a random (version 4) UUID.
func NewRandom() UUID { return nil }

// NewSHA1 returns a new SHA1 (version 5) UUID based on the supplied name space and data.
func NewSHA1(space UUID, data []byte) UUID { return nil }

// NameSpace_OID is the name space of ISO OIDs.
var NameSpace_OID = UUID(nil)
