// Package predicate mimics, by hand, the predicate types ent generates.
package predicate

import "entgo.io/ent/dialect/sql"

// User is the predicate function for user builders.
type User func(*sql.Selector)

// Member is the predicate function for member builders.
type Member func(*sql.Selector)

// Pet is the predicate function for pet builders.
type Pet func(*sql.Selector)

// Profile is the predicate function for profile builders.
type Profile func(*sql.Selector)
