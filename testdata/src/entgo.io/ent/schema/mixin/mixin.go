// Package mixin is an idemlint test stub of entgo.io/ent/schema/mixin@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package mixin

import "entgo.io/ent"

// Schema is the default implementation of ent.Mixin, embedded in user mixins.
type Schema struct{}

// Fields of the mixin.
func (Schema) Fields() []ent.Field { return nil }

// Edges of the mixin.
func (Schema) Edges() []ent.Edge { return nil }

// Indexes of the mixin.
func (Schema) Indexes() []ent.Index { return nil }

// Time adds the create_time and update_time fields.
type Time struct{ Schema }
