// Package index is an idemlint test stub of entgo.io/ent/schema/index@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package index

// Descriptor describes an index.
type Descriptor struct {
	Unique     bool
	Edges      []string
	Fields     []string
	StorageKey string
}

// Builder builds an index.
type Builder struct {
	desc *Descriptor
}

// Fields creates an index on the given fields.
func Fields(fields ...string) *Builder { return &Builder{desc: &Descriptor{Fields: fields}} }

// Edges creates an index on the given edges' columns.
func Edges(edges ...string) *Builder { return &Builder{desc: &Descriptor{Edges: edges}} }

// Edges adds the columns of edges to the index.
func (b *Builder) Edges(edges ...string) *Builder { b.desc.Edges = edges; return b }

// Unique makes the index unique.
func (b *Builder) Unique() *Builder { b.desc.Unique = true; return b }

// StorageKey sets the name of the index.
func (b *Builder) StorageKey(key string) *Builder { b.desc.StorageKey = key; return b }

// Descriptor implements ent.Index.
func (b *Builder) Descriptor() *Descriptor { return b.desc }
