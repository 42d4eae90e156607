// Package gonanoid is an idemlint test stub of github.com/matoous/go-nanoid@v1.5.1 (the v1 module): only the declarations the tests use, with the real names, receivers and parameter names.
package gonanoid

// Nanoid returns a random id of the default alphabet.
func Nanoid(param ...int) (string, error) { return "", nil }

// ID returns a random id of length l.
func ID(l int) (string, error) { return "", nil }

// MustID is ID that panics.
func MustID(l int) string { return "" }
