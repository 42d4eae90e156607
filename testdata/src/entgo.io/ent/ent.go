// Package ent is an idemlint test stub of entgo.io/ent@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package ent

import (
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Interface is the schema interface of an entity type.
type Interface interface {
	Type()
	Fields() []Field
	Edges() []Edge
	Indexes() []Index
	Mixin() []Mixin
	Annotations() []schema.Annotation
}

// Schema is the default implementation of Interface, embedded in user schemas.
type Schema struct {
	Interface
}

// Fields of the schema.
func (Schema) Fields() []Field { return nil }

// Edges of the schema.
func (Schema) Edges() []Edge { return nil }

// Indexes of the schema.
func (Schema) Indexes() []Index { return nil }

// Mixin of the schema.
func (Schema) Mixin() []Mixin { return nil }

// Annotations of the schema.
func (Schema) Annotations() []schema.Annotation { return nil }

// Field is the interface of a schema field.
type Field interface {
	Descriptor() *field.Descriptor
}

// Edge is the interface of a schema edge.
type Edge interface {
	Descriptor() *edge.Descriptor
}

// Index is the interface of a schema index.
type Index interface {
	Descriptor() *index.Descriptor
}

// Mixin is the interface of a schema mixin.
type Mixin interface {
	Fields() []Field
	Edges() []Edge
	Indexes() []Index
}
