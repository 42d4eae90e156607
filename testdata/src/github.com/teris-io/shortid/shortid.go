// Package shortid is an idemlint test stub of github.com/teris-io/shortid@v0.0.0-20220617161101-71ec9f2aa569: only the declarations the tests use, with the real names, receivers and parameter names.
package shortid

// Shortid generates ids.
type Shortid struct{}

// Generate returns a new id from the default generator.
func Generate() (string, error) { return "", nil }

// MustGenerate returns a new id or panics.
func MustGenerate() string { return "" }

// Generate returns a new id.
func (sid *Shortid) Generate() (string, error) { return "", nil }

// MustGenerate returns a new id or panics.
func (sid *Shortid) MustGenerate() string { return "" }
