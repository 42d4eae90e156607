// Package primitive is an idemlint test stub of go.mongodb.org/mongo-driver/bson/primitive@v1.17.10: only the declarations the tests use, with the real names.
package primitive

// E represents a BSON element for a D.
type E struct {
	Key   string
	Value interface{}
}

// D is an ordered representation of a BSON document.
type D []E

// M is an unordered representation of a BSON document.
type M map[string]interface{}

// ObjectID is the BSON ObjectID type.
type ObjectID [12]byte

// NewObjectID generates a new ObjectID.
func NewObjectID() ObjectID { return ObjectID{} }
