// Package bson is an idemlint test stub of go.mongodb.org/mongo-driver/v2/bson@v2.10.0: only the declarations the tests use, with the real names.
package bson

// E represents a BSON element for a D.
type E struct {
	Key   string
	Value any
}

// D is an ordered representation of a BSON document.
type D []E

// M is an unordered representation of a BSON document.
type M map[string]any

// ObjectID is the BSON ObjectID type.
type ObjectID [12]byte

// NewObjectID generates a new ObjectID.
func NewObjectID() ObjectID { return ObjectID{} }
