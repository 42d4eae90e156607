// Package sql is an idemlint test stub of entgo.io/ent/dialect/sql@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package sql

type conflict struct {
	target  []string
	nothing bool
	newVals bool
}

// ConflictOption configures the ON CONFLICT clause of an INSERT.
type ConflictOption func(*conflict)

// ConflictColumns sets the unique constraints that trigger the conflict.
func ConflictColumns(names ...string) ConflictOption {
	return func(c *conflict) { c.target = names }
}

// DoNothing configures the conflict action to DO NOTHING.
func DoNothing() ConflictOption {
	return func(c *conflict) { c.nothing = true }
}

// ResolveWithNewValues updates columns using the new values proposed for insertion.
func ResolveWithNewValues() ConflictOption {
	return func(c *conflict) { c.newVals = true }
}
