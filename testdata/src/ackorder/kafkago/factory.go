package kafkago

import (
	"context"
	"fmt"
	"log"

	"github.com/segmentio/kafka-go"
)

// BusError is the failure of one message's handling: a concrete error
// type the bus's handlers return (looplab/eventhorizon's EventBusError).
type BusError struct {
	Err error
}

func (e *BusError) Error() string { return e.Err.Error() }

// EventHandler is the program's handler interface: its implementations
// live in the services that use the bus.
type EventHandler interface {
	HandleEvent(ctx context.Context, value []byte, key string) error
}

// Bus runs handlers over a Kafka topic.
type Bus struct {
	errs chan error
}

// handler builds, around the handler it was given, the function that
// handles one message.
func (b *Bus) handler(h EventHandler) func(context.Context, kafka.Message) *BusError {
	return func(ctx context.Context, m kafka.Message) *BusError {
		if err := h.HandleEvent(ctx, m.Value, string(m.Key)); err != nil {
			return &BusError{Err: fmt.Errorf("handle: %w", err)}
		}
		return nil
	}
}

// Bad: the handler a method built fails, the loop goes on, and the next
// message's commit covers the failed one's offset.
func (b *Bus) handle(ctx context.Context, h EventHandler, r *kafka.Reader) {
	handler := b.handler(h)
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		if err := handler(ctx, m); err != nil {
			select {
			case b.errs <- err:
			default:
				log.Printf("missed: %v", err)
			}
			continue
		}
		if err := r.CommitMessages(context.Background(), m); err != nil { // want `r.CommitMessages commits past the message whose handler at line \d+ failed`
			log.Printf("commit: %v", err)
		}
	}
}

// Good: a failed message stops the loop before the next commit.
func (b *Bus) handleOrStop(ctx context.Context, h EventHandler, r *kafka.Reader) error {
	handler := b.handler(h)
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := handler(ctx, m); err != nil {
			return err
		}
		if err := r.CommitMessages(context.Background(), m); err != nil {
			return err
		}
	}
}
