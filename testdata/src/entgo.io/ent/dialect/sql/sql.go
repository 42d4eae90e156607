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

// Selector is a builder of a SELECT statement.
type Selector struct {
	where []string
}

// FieldEQ returns a predicate that checks that the field equals v.
func FieldEQ(name string, v any) func(*Selector) {
	return func(s *Selector) { s.where = append(s.where, name+" = ?") }
}

// FieldContains returns a predicate that checks that the field contains substr.
func FieldContains(name string, substr string) func(*Selector) {
	return func(s *Selector) { s.where = append(s.where, name+" LIKE ?") }
}

// AndPredicates returns a predicate that holds when all of predicates hold.
func AndPredicates[P ~func(*Selector)](predicates ...P) func(*Selector) {
	return func(s *Selector) {
		for _, p := range predicates {
			p(s)
		}
	}
}

// OrPredicates returns a predicate that holds when one of predicates holds.
func OrPredicates[P ~func(*Selector)](predicates ...P) func(*Selector) {
	return func(s *Selector) {
		for _, p := range predicates {
			p(s)
		}
	}
}
