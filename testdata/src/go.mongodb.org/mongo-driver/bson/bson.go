// Package bson is an idemlint test stub of go.mongodb.org/mongo-driver/bson@v1.17.10: only the declarations the tests use, with the real names.
package bson

import "go.mongodb.org/mongo-driver/bson/primitive"

// D is an ordered representation of a BSON document.
type D = primitive.D

// E represents a BSON element for a D.
type E = primitive.E

// M is an unordered representation of a BSON document.
type M = primitive.M
