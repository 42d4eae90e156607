// Package consumer is a service's own consumer over kafka-go and NATS:
// the handlers registered with it run once per delivery, though they
// never name the broker's library.
package consumer

import (
	"context"
	"encoding/json"
	"log"

	"github.com/nats-io/nats.go"
	"github.com/segmentio/kafka-go"
)

// Handler handles one message's value.
type Handler func(ctx context.Context, value []byte) error

// Consumer dispatches each message of its topic to the handler of its key.
type Consumer struct {
	reader   *kafka.Reader
	handlers map[string]Handler
	fallback Handler
	onError  func(err error)
}

// New takes the fallback handler and an error callback.
func New(r *kafka.Reader, fallback Handler, onError func(error)) *Consumer {
	return &Consumer{reader: r, handlers: map[string]Handler{}, fallback: fallback, onError: onError}
}

// Register stores h in the map Run dispatches from.
func (c *Consumer) Register(key string, h Handler) { c.handlers[key] = h }

// Run receives, dispatches and commits.
func (c *Consumer) Run(ctx context.Context) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		h, ok := c.handlers[string(m.Key)]
		if !ok {
			h = c.fallback
		}
		if err := h(ctx, m.Value); err != nil {
			c.onError(err) // given the error, not the message: not a handler
			continue
		}
		c.reader.CommitMessages(ctx, m)
	}
}

// Event is the decoded message of Typed.
type Event struct {
	ID    string
	Email string
}

// Typed decodes each message and calls fn with the whole event; it logs
// with a field of it.
func Typed(ctx context.Context, r *kafka.Reader, fn func(context.Context, Event) error, audit func(string)) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		var evt Event
		if err := json.Unmarshal(m.Value, &evt); err != nil {
			continue
		}
		audit(evt.ID) // a field of the event: not a hand-over
		if err := fn(ctx, evt); err != nil {
			log.Print(err)
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

// Processor is what Subscribe calls for each message.
type Processor interface {
	Process(ctx context.Context, msg *nats.Msg) error
}

// Subscribe runs p's Process for each message of subject.
func Subscribe(nc *nats.Conn, subject string, p Processor) {
	nc.Subscribe(subject, func(msg *nats.Msg) {
		if err := p.Process(context.Background(), msg); err == nil {
			msg.Ack()
		}
	})
}

// Pool hands each message to workers that call the handler.
type Pool struct {
	reader  *kafka.Reader
	handler Handler
	logs    chan string
}

// NewPool takes the handler its workers call.
func NewPool(r *kafka.Reader, h Handler) *Pool { return &Pool{reader: r, handler: h} }

// Start receives and hands each message to a worker.
func (p *Pool) Start(ctx context.Context) {
	msgs := make(chan kafka.Message)
	for range 4 {
		go p.work(ctx, msgs)
	}
	for {
		m, err := p.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		msgs <- m
	}
}

func (p *Pool) work(ctx context.Context, msgs <-chan kafka.Message) {
	for m := range msgs {
		if err := p.handler(ctx, m.Value); err == nil {
			p.reader.CommitMessages(ctx, m)
		}
	}
}

// Lines calls fn with each log line: a channel of strings, not of
// deliveries.
func (p *Pool) Lines(fn func([]byte)) {
	for l := range p.logs {
		fn([]byte(l))
	}
}
