package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Pet holds the schema definition for the Pet entity.
type Pet struct {
	ent.Schema
}

// Fields of the Pet.
func (Pet) Fields() []ent.Field {
	return []ent.Field{
		field.Int("owner_id"),
		field.String("name"),
	}
}

// Edges of the Pet: each pet has one owner, a user has many pets (the
// inverse of User's "pets", which is not Unique): many-to-one, so
// owner_id is not unique.
func (Pet) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("owner", User.Type).
			Ref("pets").
			Unique().
			Field("owner_id").
			Required(),
	}
}
