// Package shortuuid is an idemlint test stub of github.com/lithammer/shortuuid/v4@v4.3.0: only the declarations the tests use, with the real names, receivers and parameter names.
package shortuuid

// Encoder encodes UUIDs.
type Encoder interface{ Encode(u [16]byte) string }

// New returns a random short UUID.
func New() string { return "" }

// NewWithEncoder returns a random short UUID encoded by enc.
func NewWithEncoder(enc Encoder) string { return "" }

// NewWithNamespace returns a name-based short UUID.
func NewWithNamespace(name string) string { return "" }

// NewWithAlphabet returns a random short UUID in abc.
func NewWithAlphabet(abc string) string { return "" }
