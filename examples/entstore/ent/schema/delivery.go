// Package schema holds the ent schema of the example's entstore: ent
// generates the client in the parent package from it.
package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// Delivery records a message that was handled, by its event id.
type Delivery struct{ ent.Schema }

// Fields of Delivery.
func (Delivery) Fields() []ent.Field {
	return []ent.Field{
		field.String("event_id").Unique(),
		field.String("status").Default("done"),
	}
}
