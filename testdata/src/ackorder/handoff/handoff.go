// Package handoff hands messages to worker goroutines: the message itself,
// its body or a value built from it, on a channel, directly or through a
// helper, with the ack before or right after the send; and a receive
// method that acks what it returns.
package handoff

import (
	"context"
	"database/sql"

	amqp "github.com/rabbitmq/amqp091-go"
)

type Job struct {
	ID   string
	Body []byte
}

// Bad: the body goes to a worker, and the delivery is acked at once.
func bodyHandedOff(deliveries <-chan amqp.Delivery, jobs chan<- Job) {
	for d := range deliveries {
		jobs <- Job{ID: d.MessageId, Body: d.Body}
		d.Ack(false) // want `d.Ack runs while the work handed off on jobs at line 22 may still run in a goroutine`
	}
}

// Bad: the ack comes first, then the hand-off.
func ackThenHandOff(deliveries <-chan amqp.Delivery, jobs chan<- amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before the work handed off on jobs at line 31`
		jobs <- d
	}
}

type Pool struct{ jobs chan Job }

// submit hands a job to the pool's workers.
func (p *Pool) submit(d amqp.Delivery) {
	p.jobs <- Job{ID: d.MessageId, Body: d.Body}
}

// signal wakes the workers: it hands nothing off.
func (p *Pool) signal(d amqp.Delivery) {
	p.jobs <- Job{}
}

// Bad: the hand-off is in a helper.
func viaHelper(p *Pool, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		p.submit(d)
		d.Ack(false) // want `d.Ack runs while p.submit at line 50 may still run in a goroutine`
	}
}

// Good: the helper hands nothing of the message off, and the work is done
// before the ack.
func signalOnly(ctx context.Context, db *sql.DB, p *Pool, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if _, err := db.ExecContext(ctx, `INSERT INTO jobs (id) VALUES ($1)`, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		p.signal(d)
		d.Ack(false)
	}
}

type Consumer struct{ ch *amqp.Channel }

// next receives a delivery, acks it and returns it: to its callers, a
// receive that acknowledges on receipt.
func (c *Consumer) next() (amqp.Delivery, error) {
	d, _, err := c.ch.Get("orders", false)
	if err != nil {
		return amqp.Delivery{}, err
	}
	d.Ack(false) // want `d.Ack runs before the caller's work on what the function returns at line 78: a crash before that work is durable loses the message for good — return it unacknowledged and ack after the caller's work, nack or requeue on failure`
	return d, nil
}

// peek receives a delivery and returns it unacknowledged.
func (c *Consumer) peek() (amqp.Delivery, error) {
	d, _, err := c.ch.Get("orders", false)
	return d, err
}

// Bad: the work runs after the receive method acked.
func (c *Consumer) Run(ctx context.Context, db *sql.DB) error {
	d, err := c.next() // want `c.next acknowledges on receipt, before db.ExecContext at line 93`
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, d.MessageId)
	return err
}

// Good: the delivery is acked after the work.
func (c *Consumer) RunPeek(ctx context.Context, db *sql.DB) error {
	d, err := c.peek()
	if err != nil {
		return err
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, d.MessageId); err != nil {
		return err
	}
	return d.Ack(false)
}

// Good: a log line about the delivery goes to a logger goroutine after
// the work.
func logged(ctx context.Context, db *sql.DB, deliveries <-chan amqp.Delivery, logs chan<- string) {
	for d := range deliveries {
		if _, err := db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
		logs <- "done " + d.MessageId
	}
}

type Queue struct {
	ch   *amqp.Channel
	jobs chan []byte
}

// Bad: the broker acks each delivery on receipt, and the body only goes
// to a worker.
func (q *Queue) consumeAutoAck(queue string) error {
	msgs, err := q.ch.Consume(queue, "", true, false, false, false, nil) // want `q.ch.Consume acknowledges on receipt, before the work handed off on q.jobs at line \d+`
	if err != nil {
		return err
	}
	for d := range msgs {
		q.jobs <- d.Body
	}
	return nil
}

// Good: the deliveries are acked by the worker, after the job.
func (q *Queue) consumeManual(queue string, done chan<- amqp.Delivery) error {
	msgs, err := q.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		done <- d
	}
	return nil
}

// Bad: the broker acks each delivery on receipt, and a goroutine decodes
// it and hands it to the writer.
func (q *Queue) consumeAutoAckAsync(queue string) error {
	msgs, err := q.ch.Consume(queue, "", true, false, false, false, nil) // want `q.ch.Consume acknowledges on receipt, before the work handed off on q.jobs at line \d+`
	if err != nil {
		return err
	}
	go func() {
		for d := range msgs {
			q.jobs <- d.Body
		}
	}()
	return nil
}

// Good: manual acks; the goroutine hands the delivery itself on.
func (q *Queue) consumeManualAsync(queue string, done chan<- amqp.Delivery) error {
	msgs, err := q.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	go func() {
		for d := range msgs {
			done <- d
		}
	}()
	return nil
}

// Invoker runs the function a delivery is meant for.
type Invoker interface {
	Invoke(topic string, body []byte) error
}

// Exchange consumes a topic's queue for an Invoker.
type Exchange struct {
	ch     *amqp.Channel
	client Invoker
}

// Bad: acked on receipt, then each delivery invoked in a goroutine that
// a method started with the deliveries.
func (e *Exchange) Start(queue string) error {
	deliveries, err := e.ch.Consume(queue, "", true, false, false, false, nil) // want `e.ch.Consume acknowledges on receipt, before e.client.Invoke at line \d+`
	if err != nil {
		return err
	}
	go e.consume(queue, deliveries)
	return nil
}

// Good: acked by hand (consume's own ack rules apply there).
func (e *Exchange) StartManual(queue string) error {
	deliveries, err := e.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	go e.consume(queue, deliveries)
	return nil
}

func (e *Exchange) consume(topic string, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		go e.client.Invoke(topic, d.Body)
	}
}

// ChannelConsumer is the part of *amqp.Channel a Topic uses: the program
// declares it, the library's type implements it.
type ChannelConsumer interface {
	Consume(queue, consumer string, autoAck, exclusive, noLocal, noWait bool, args amqp.Table) (<-chan amqp.Delivery, error)
	Close() error
}

// Invocation is what a function is invoked with, built from a delivery.
type Invocation struct {
	ContentType string
	Body        []byte
}

func newInvocation(d amqp.Delivery) *Invocation {
	return &Invocation{ContentType: d.RoutingKey, Body: d.Body}
}

// Dispatcher invokes the functions subscribed to a topic; it reports no
// outcome.
type Dispatcher interface {
	Dispatch(topic string, inv *Invocation)
}

// Metrics counts deliveries.
type Metrics interface {
	Seen(topic string, size int)
}

// Topic consumes a topic's queue for a Dispatcher, on a channel behind the
// program's interface.
type Topic struct {
	ch      ChannelConsumer
	out     Dispatcher
	metrics Metrics
}

// Bad: acked on receipt, then each delivery dispatched in a goroutine to
// a handler that reports nothing.
func (t *Topic) Start(queue string) error {
	deliveries, err := t.ch.Consume(queue, "", true, false, false, false, nil) // want `t.ch.Consume acknowledges on receipt, before t.out.Dispatch at line \d+`
	if err != nil {
		return err
	}
	go t.dispatch(queue, deliveries)
	return nil
}

// Good: acked by hand.
func (t *Topic) StartManual(queue string) error {
	deliveries, err := t.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	go t.dispatch(queue, deliveries)
	return nil
}

func (t *Topic) dispatch(topic string, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if d.RoutingKey == topic {
			go t.out.Dispatch(topic, newInvocation(d))
		}
	}
}

// Good: acked on receipt, and only counted: a number from the delivery is
// no work.
func (t *Topic) Count(queue string) error {
	deliveries, err := t.ch.Consume(queue, "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	go t.count(queue, deliveries)
	return nil
}

func (t *Topic) count(topic string, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		go t.metrics.Seen(topic, len(d.Body))
	}
}
