package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// Receipt is the receipt emailed for an order.
type Receipt struct{ ent.Schema }

// Fields of Receipt.
func (Receipt) Fields() []ent.Field {
	return []ent.Field{
		field.String("order_id").Unique(),
		field.String("email"),
	}
}
