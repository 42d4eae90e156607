// Package schema is an idemlint test stub of entgo.io/ent/schema@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package schema

// Annotation is a schema annotation.
type Annotation interface {
	Name() string
}
