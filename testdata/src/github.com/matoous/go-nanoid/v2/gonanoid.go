// Package gonanoid is an idemlint test stub of github.com/matoous/go-nanoid/v2@v2.1.0: only the declarations the tests use, with the real names, receivers and parameter names.
package gonanoid

// Generate returns a random id of size from alphabet.
func Generate(alphabet string, size int) (string, error) { return "", nil }

// MustGenerate is Generate that panics.
func MustGenerate(alphabet string, size int) string { return "" }

// New returns a random id.
func New(l ...int) (string, error) { return "", nil }

// Must is New that panics.
func Must(l ...int) string { return "" }
