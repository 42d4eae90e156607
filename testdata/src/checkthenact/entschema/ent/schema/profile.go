package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// Profile holds the schema definition for the Profile entity.
type Profile struct {
	ent.Schema
}

// Annotations of the Profile: its table keeps ent's default name.
func (Profile) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Annotation{Table: "profiles"},
	}
}

// Fields of the Profile.
func (Profile) Fields() []ent.Field {
	return []ent.Field{
		field.Int("user_id"),
		field.String("bio").Optional(),
	}
}

// Edges of the Profile: the inverse of User's unique "profile", unique
// itself: one-to-one, so ent makes user_id a unique column.
func (Profile) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user", User.Type).
			Ref("profile").
			Unique().
			Field("user_id"),
	}
}
