// Package edge is an idemlint test stub of entgo.io/ent/schema/edge@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package edge

// Descriptor describes an edge.
type Descriptor struct {
	Name    string
	RefName string
	Unique  bool
	Inverse bool
	Field   string
}

type assocBuilder struct{ desc *Descriptor }

// To defines an association edge.
func To(name string, t any) *assocBuilder { return &assocBuilder{&Descriptor{Name: name}} }

// Unique sets the edge type to be unique: O2O or M2O.
func (b *assocBuilder) Unique() *assocBuilder { b.desc.Unique = true; return b }

// Descriptor implements ent.Edge.
func (b *assocBuilder) Descriptor() *Descriptor { return b.desc }

type inverseBuilder struct{ desc *Descriptor }

// From defines an inverse edge.
func From(name string, t any) *inverseBuilder {
	return &inverseBuilder{&Descriptor{Name: name, Inverse: true}}
}

// Ref sets the referenced edge of this inverse edge.
func (b *inverseBuilder) Ref(ref string) *inverseBuilder { b.desc.RefName = ref; return b }

// Unique sets the edge type to be unique: O2O or M2O.
func (b *inverseBuilder) Unique() *inverseBuilder { b.desc.Unique = true; return b }

// Field binds the edge to a field of the schema: its foreign-key column.
func (b *inverseBuilder) Field(f string) *inverseBuilder { b.desc.Field = f; return b }

// Required makes the edge required on create.
func (b *inverseBuilder) Required() *inverseBuilder { return b }

// Descriptor implements ent.Edge.
func (b *inverseBuilder) Descriptor() *Descriptor { return b.desc }
