// Package callback holds consumers that hand each delivery to a handler
// they were given (amqp091): the handler is the work the delivery stands
// for, though the program does not show it.
package callback

import (
	"encoding/json"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
)

type Event struct {
	ID   string
	Kind string
}

// Handler processes one event; its error says whether it was applied.
type Handler func(ev *Event) error

type Bus struct {
	handle Handler // set by the service that uses the bus
	hook   func(ev *Event)
}

// NewBus is what the services call: the handler comes from them.
func NewBus(h Handler) *Bus { return &Bus{handle: h} }

// Bad: acked on receipt, then handed to the handler through a helper.
func (b *Bus) worker(deliveries <-chan amqp.Delivery, h Handler) {
	for d := range deliveries {
		if err := d.Ack(false); err != nil { // want `d.Ack runs before b.dispatch at line 35: a crash between them loses the message for good — ack after b.dispatch, nack or requeue on failure`
			log.Print(err)
		}
		if err := b.dispatch(d, h); err != nil {
			log.Print(err)
		}
	}
}

// dispatch decodes a delivery and runs the handler on it.
func (b *Bus) dispatch(d amqp.Delivery, h Handler) error {
	var ev Event
	if err := json.Unmarshal(d.Body, &ev); err != nil {
		return err
	}
	return h(&ev)
}

// Bad: the injected handler's failure is logged, and the delivery acked.
func (b *Bus) run(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		ev := &Event{}
		if err := json.Unmarshal(d.Body, ev); err != nil {
			d.Nack(false, false)
			continue
		}
		if err := b.handle(ev); err != nil {
			log.Printf("event %s: %v", ev.ID, err)
		}
		d.Ack(false) // want `d.Ack runs after b.handle at line 58 failed: the failed message is lost for good`
	}
}

// Bad: the handler's failure nacks, and the ack still follows.
func Consume(deliveries <-chan amqp.Delivery, fn func(*Event, uint64) error) {
	go func() {
		for d := range deliveries {
			ev := &Event{}
			if err := json.Unmarshal(d.Body, ev); err != nil {
				continue
			}
			err := fn(ev, d.DeliveryTag)
			if err != nil {
				log.Print(err)
				d.Nack(false, false)
			}
			d.Ack(false) // want `d.Ack runs after fn at line 73 failed and d.Nack at line 76 settled the message: a message is settled once`
		}
	}()
}

// Bad: the handler's error is dropped.
func (b *Bus) fireAndForget(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		ev := &Event{ID: d.MessageId}
		_ = b.handle(ev)
		d.Ack(false) // want `d.Ack runs whether b.handle at line 87 failed or not: its error is dropped`
	}
}

// Good: ack only when the handler succeeded, nack otherwise.
func (b *Bus) serve(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		ev := &Event{}
		if err := json.Unmarshal(d.Body, ev); err != nil {
			d.Nack(false, false)
			continue
		}
		if err := b.handle(ev); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Good: the handler's error goes back to whoever runs the loop, which
// stops before the ack.
func Each(deliveries <-chan amqp.Delivery, fn func(*Event) error) error {
	for d := range deliveries {
		if err := fn(&Event{ID: d.MessageId}); err != nil {
			return err
		}
		if err := d.Ack(false); err != nil {
			return err
		}
	}
	return nil
}

// Good: a hook that cannot fail (a metric, a trace) is no handler.
func (b *Bus) observe(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false)
		b.hook(&Event{ID: d.MessageId})
	}
}

// Good: the handler is given nothing of the delivery (a periodic flush).
func (b *Bus) flushing(deliveries <-chan amqp.Delivery, flush func(string) error) {
	for d := range deliveries {
		d.Ack(false)
		if err := flush("orders"); err != nil {
			log.Print(err)
		}
	}
}

func logOnly(ev *Event) error {
	log.Print(ev.ID)
	return nil
}

// Tap runs a handler of this package, which the model shows.
type Tap struct{ handle Handler }

// Good: the handler is a function the package shows (it does no work).
func Logging(deliveries <-chan amqp.Delivery) {
	t := &Tap{handle: logOnly}
	for d := range deliveries {
		d.Ack(false)
		t.handle(&Event{ID: d.MessageId})
	}
}

// Processor is the package's extension point: the services that use the
// broker implement it, out of the package's sight.
type Processor interface {
	Process(ev *Event) error
}

// Broker runs a Processor it was given.
type Broker struct {
	proc Processor
}

// Bad: the processor's failure is logged, and the delivery acked.
func (b *Broker) consume(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		ev := &Event{}
		if err := json.Unmarshal(d.Body, ev); err != nil {
			d.Nack(false, false)
			continue
		}
		if err := b.proc.Process(ev); err != nil {
			log.Printf("event %s: %v", ev.ID, err)
		}
		d.Ack(false) // want `d.Ack runs after b.proc.Process at line \d+ failed: the failed message is lost for good`
	}
}

// Bad: acked before the processor it was given runs.
func consumeWith(deliveries <-chan amqp.Delivery, p Processor) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before p.Process at line \d+`
		ev := &Event{}
		if err := json.Unmarshal(d.Body, ev); err == nil {
			p.Process(ev)
		}
	}
}

// Good: nacked when the processor fails.
func (b *Broker) consumeNack(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		ev := &Event{}
		if err := json.Unmarshal(d.Body, ev); err != nil {
			d.Nack(false, false)
			continue
		}
		if err := b.proc.Process(ev); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Good: an interface the package does not declare (an encoder's) is no
// handler of this one.
func (b *Broker) mirrored(deliveries <-chan amqp.Delivery, enc interface{ Encode(v any) error }) {
	for d := range deliveries {
		if err := enc.Encode(&Event{ID: d.MessageId, Kind: string(d.Body)}); err != nil {
			log.Print(err)
		}
		d.Ack(false)
	}
}
