// Package extlib is a library outside the consumer's module.
package extlib

// Sink stores what it is given.
type Sink interface {
	Put(id string) error
}
