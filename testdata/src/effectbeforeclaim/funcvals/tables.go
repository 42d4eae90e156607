// Package funcvals registers handlers taken from tables in a loop, and
// injects one into a consumer: each runs once per delivery.
package funcvals

import (
	"context"
	"log"
	"net/smtp"

	"github.com/nats-io/nats.go"
)

func mail(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type orders struct{}

// Bad: registered from a map of subjects to handlers, through wrap.
func (h *orders) created(ctx context.Context, m *nats.Msg) error {
	return mail(string(m.Data)) // want `mail runs in a handler that records no claim`
}

// Bad: registered from a slice of routes, through wrap.
func (h *orders) paid(ctx context.Context, m *nats.Msg) error {
	return mail(string(m.Data)) // want `mail runs in a handler that records no claim`
}

// Bad: registered from a map of library handlers, directly.
func refunded(m *nats.Msg) {
	mail(string(m.Data)) // want `mail runs in a handler that records no claim`
}

// Good: in a table whose functions are only called with a string.
func (h *orders) audit(ctx context.Context, id string) error {
	return mail(id)
}

// Good: in a table handed to a function that only logs each entry.
func (h *orders) archived(ctx context.Context, m *nats.Msg) error {
	return mail(string(m.Data))
}

// wrap returns the callback that runs fn with each message.
func wrap(fn func(context.Context, *nats.Msg) error) nats.MsgHandler {
	return func(m *nats.Msg) {
		if err := fn(context.Background(), m); err == nil {
			m.Ack()
		}
	}
}

func describe(fn func(context.Context, *nats.Msg) error) { log.Printf("%p", fn) }

type route struct {
	topic string
	fn    func(context.Context, *nats.Msg) error
}

func subscribe(nc *nats.Conn, h *orders) {
	handlers := map[string]func(context.Context, *nats.Msg) error{
		"order.created": h.created,
	}
	for subj, fn := range handlers {
		nc.Subscribe(subj, wrap(fn))
	}
	for _, r := range []route{{"order.paid", h.paid}} {
		nc.Subscribe(r.topic, wrap(r.fn))
	}
	for subj, cb := range map[string]nats.MsgHandler{"order.refunded": refunded} {
		nc.Subscribe(subj, cb)
	}
	for _, fn := range map[string]func(context.Context, string) error{"audit": h.audit} {
		fn(context.Background(), "order-1")
	}
	for _, r := range []route{{"order.archived", h.archived}} {
		describe(r.fn)
	}
}

// Consumer calls the handler injected at construction with each message.
type Consumer struct {
	nc      *nats.Conn
	handler func(context.Context, []byte) error
}

func NewConsumer(nc *nats.Conn, h func(context.Context, []byte) error) *Consumer {
	return &Consumer{nc: nc, handler: h}
}

func (c *Consumer) Run() {
	c.nc.Subscribe("orders", func(m *nats.Msg) {
		c.handler(context.Background(), m.Data)
	})
}

type service struct{}

// Bad: injected into the consumer main builds.
func (s *service) HandleOrder(ctx context.Context, b []byte) error {
	return mail(string(b)) // want `mail runs in a handler that records no claim`
}

func wire(nc *nats.Conn) {
	svc := &service{}
	NewConsumer(nc, svc.HandleOrder).Run()
}

// loop calls h with each message it receives: h is a handler.
func loop(ctx context.Context, sub *nats.Subscription, h func(context.Context, []byte) error) {
	for {
		m, err := sub.NextMsgWithContext(ctx)
		if err != nil {
			return
		}
		if h(ctx, m.Data) == nil {
			m.Ack()
		}
	}
}

// Bad: the only function passed to loop, which does work of its own.
func (s *service) shipped(ctx context.Context, b []byte) error {
	return mail(string(b)) // want `mail runs in a handler that records no claim`
}

func runLoop(ctx context.Context, sub *nats.Subscription, s *service) {
	loop(ctx, sub, s.shipped)
}
