// Package orders registers its handlers with the service's own consumer:
// they run once per delivery.
package orders

import (
	"context"
	"net/smtp"

	"github.com/nats-io/nats.go"

	"effectbeforeclaim/dispatch/consumer"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type Handlers struct{}

// Paid is registered by key: a handler with no claim.
func (h *Handlers) Paid(ctx context.Context, value []byte) error {
	return send(string(value)) // want `send runs in a handler that records no claim`
}

// Unknown is the fallback: a handler too.
func Unknown(ctx context.Context, value []byte) error {
	return send(string(value)) // want `send runs in a handler that records no claim`
}

// Alert is the error callback: it is given the error, not a message.
func Alert(err error) {
	send(err.Error())
}

// Welcome is called with the whole decoded event.
func Welcome(ctx context.Context, evt consumer.Event) error {
	return send(evt.Email) // want `send runs in a handler that records no claim`
}

// Audit is called with a field of the event: not a handler.
func Audit(id string) {
	send(id)
}

// Shipper processes NATS messages through consumer.Subscribe.
type Shipper struct{}

func (Shipper) Process(ctx context.Context, msg *nats.Msg) error {
	return send(string(msg.Data)) // want `send runs in a handler that records no claim`
}

// Refund is called by a pool's workers with each message's value.
func Refund(ctx context.Context, value []byte) error {
	return send(string(value)) // want `send runs in a handler that records no claim`
}

// Line is called with log lines, not deliveries.
func Line(b []byte) {
	send(string(b))
}

// Wire registers the handlers; it is itself not a handler.
func Wire(ctx context.Context, c *consumer.Consumer, nc *nats.Conn) {
	h := &Handlers{}
	c.Register("paid", h.Paid)
	consumer.New(nil, Unknown, Alert)
	consumer.Typed(ctx, nil, Welcome, Audit)
	consumer.Subscribe(nc, "ship", Shipper{})
	p := consumer.NewPool(nil, Refund)
	p.Lines(Line)
}

// NotRegistered has the handler's shape but nothing registers it.
func NotRegistered(ctx context.Context, value []byte) error {
	return send(string(value))
}
