// Package db is the facade of every repository: its engine embeds them,
// so that its methods are theirs, forwarded.
package db

import "example.com/facade/repo"

// Interface is every repository the service has.
type Interface interface {
	repo.Pipelines
}

type engine struct {
	repo.Pipelines
}

// New returns the facade over the repositories given.
func New(p repo.Pipelines) Interface { return &engine{Pipelines: p} }
