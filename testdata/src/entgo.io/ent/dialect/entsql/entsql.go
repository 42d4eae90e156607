// Package entsql is an idemlint test stub of entgo.io/ent/dialect/entsql@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package entsql

// Annotation is the SQL annotation of a schema.
type Annotation struct {
	Table string
}

// Name implements schema.Annotation.
func (Annotation) Name() string { return "EntSQL" }
