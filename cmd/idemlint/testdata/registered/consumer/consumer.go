// Package consumer is the service's consumer: it dispatches each message
// to the handler registered for its key, and names no handler itself.
package consumer

import (
	"context"

	"github.com/segmentio/kafka-go"
)

type Handler func(ctx context.Context, value []byte) error

type Consumer struct {
	reader   *kafka.Reader
	handlers map[string]Handler
	onError  func(error)
}

func New(r *kafka.Reader, onError func(error)) *Consumer {
	return &Consumer{reader: r, handlers: map[string]Handler{}, onError: onError}
}

func (c *Consumer) Register(key string, h Handler) { c.handlers[key] = h }

func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if h, ok := c.handlers[string(m.Key)]; ok {
			if err := h(ctx, m.Value); err != nil {
				c.onError(err)
				continue
			}
		}
		if err := c.reader.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
