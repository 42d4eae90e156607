// Package mocks holds a generated test double of consumer.Store: its
// constructor is in a non-test file, but it embeds testify's recorder, so
// it is no implementation the whole-module view counts.
package mocks

import (
	"context"

	"github.com/stretchr/testify/mock"
)

// Store is a mock of consumer.Store.
type Store struct{ mock.Mock }

// NewStore returns a mock.
func NewStore() *Store { return &Store{} }

// Seen records the call.
func (m *Store) Seen(ctx context.Context, id string) (bool, error) {
	args := m.Called(ctx, id)
	return args.Bool(0), args.Error(1)
}

// Save records the call.
func (m *Store) Save(ctx context.Context, id string) error { return m.Called(ctx, id).Error(0) }
