// Package kafka is the catalogued library itself, linted as the main
// module: a catalogued API's own implementation does what its row says by
// design, and is not examined; the library's other code is.
package kafka

import (
	"context"
	"fmt"
)

// Message is a record.
type Message struct{ Value []byte }

// ReaderConfig configures a Reader.
type ReaderConfig struct{ GroupID string }

// Reader reads from a topic.
type Reader struct {
	config ReaderConfig
	msgs   chan Message
}

// FetchMessage returns the next message without committing it.
func (r *Reader) FetchMessage(ctx context.Context) (Message, error) {
	select {
	case m := <-r.msgs:
		return m, nil
	case <-ctx.Done():
		return Message{}, ctx.Err()
	}
}

// CommitMessages commits the offsets of msgs.
func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }

// Good: ReadMessage commits what it fetched, as its row (and its
// documentation) says: its callers are told so, not its body.
func (r *Reader) ReadMessage(ctx context.Context) (Message, error) {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return Message{}, fmt.Errorf("fetching message: %w", err)
	}
	if r.config.GroupID != "" {
		if err := r.CommitMessages(ctx, m); err != nil {
			return Message{}, fmt.Errorf("committing message: %w", err)
		}
	}
	return m, nil
}

// Bad: a helper of the library's own that no row names commits before
// its caller's work on what it returns.
func (r *Reader) next(ctx context.Context) (Message, error) {
	m, err := r.FetchMessage(ctx)
	if err != nil {
		return Message{}, err
	}
	if err := r.CommitMessages(ctx, m); err != nil { // want `r.CommitMessages runs before the caller's work on what the function returns`
		return Message{}, err
	}
	return m, nil
}
