// Package swallow holds consumers whose helper does the work and drops its
// failure: it logs the error and returns normally, so the ack after the
// call acks a message whose work failed.
package swallow

import (
	"context"
	"database/sql"
	"errors"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
)

type consumer struct {
	db *sql.DB
}

// process logs a failed insert and returns.
func (c *consumer) process(ctx context.Context, body []byte) {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		log.Printf("store event: %v", err)
		return
	}
	log.Print("stored")
}

// store returns nil when the insert failed.
func (c *consumer) store(ctx context.Context, body []byte) error {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		log.Printf("store event: %v", err)
		return nil
	}
	return nil
}

// handle drops the failure through process.
func (c *consumer) handle(ctx context.Context, body []byte) {
	c.process(ctx, body)
}

// Bad: process drops the failure, and the delivery is acked.
func (c *consumer) consume(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		c.process(ctx, d.Body)
		d.Ack(false) // want `d.Ack runs after c.process at line 45, which drops a failure of its work`
	}
}

// Bad: store says nil when the insert failed.
func (c *consumer) consumeStored(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.store(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false) // want `d.Ack runs after c.store at line 53, which drops a failure of its work`
	}
}

// Bad: two helpers deep.
func (c *consumer) consumeHandled(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		c.handle(ctx, d.Body)
		d.Ack(false) // want `d.Ack runs after c.handle at line 64, which drops a failure of its work`
	}
}

// save returns the failure.
func (c *consumer) save(ctx context.Context, body []byte) error {
	_, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body)
	return err
}

// saveOK tells the caller whether it stored the event.
func (c *consumer) saveOK(ctx context.Context, body []byte) bool {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		log.Printf("store event: %v", err)
		return false
	}
	return true
}

// saveOrRecord records the failure in a table of its own.
func (c *consumer) saveOrRecord(ctx context.Context, body []byte) {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		c.db.ExecContext(ctx, `INSERT INTO failed_events (body, error) VALUES ($1, $2)`, body, err.Error())
	}
}

var errDuplicate = errors.New("duplicate")

// saveOnce treats a duplicate as done, and returns other failures.
func (c *consumer) saveOnce(ctx context.Context, body []byte) error {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		if errors.Is(err, errDuplicate) {
			return nil
		}
		return err
	}
	return nil
}

// Good: the helper returns its failure, and a failure is requeued.
func (c *consumer) consumeSaved(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.save(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Good: acked only when the helper says it stored the event.
func (c *consumer) consumeOK(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if !c.saveOK(ctx, d.Body) {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Good: the failure is recorded before the ack.
func (c *consumer) consumeRecorded(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		c.saveOrRecord(ctx, d.Body)
		d.Ack(false)
	}
}

// Good: a duplicate is acked, other failures requeued.
func (c *consumer) consumeOnce(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.saveOnce(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Bad: the deferred ack runs however process fared.
func (c *consumer) handleDeferred(ctx context.Context, d amqp.Delivery) {
	defer d.Ack(false) // want `deferred d.Ack also runs when c.process at line 148 fails`
	c.process(ctx, d.Body)
}

// Good: the deferred ack runs after a helper that returns its failure, and
// only when it succeeded.
func (c *consumer) handleDeferredSaved(ctx context.Context, d amqp.Delivery) (err error) {
	defer func() {
		if err == nil {
			d.Ack(false)
		}
	}()
	return c.save(ctx, d.Body)
}

// storeAndMark returns a failed insert; a failed mark after it is only
// logged: the event is stored, and a retry would store it again.
func (c *consumer) storeAndMark(ctx context.Context, body []byte) error {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		return err
	}
	if _, err := c.db.ExecContext(ctx, `UPDATE inbox SET done = true WHERE body = $1`, body); err != nil {
		log.Printf("mark event: %v", err)
	}
	return nil
}

// Good: only the mark after the stored event may fail unseen.
func (c *consumer) consumeMarked(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.storeAndMark(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// response carries a failure back to the caller.
type response struct{ ErrMsg string }

// storeInto tells its caller the failure through resp.
func (c *consumer) storeInto(ctx context.Context, body []byte, resp *response) {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
		resp.ErrMsg = err.Error()
		return
	}
}

// handleAll returns an error for its own work; only process, its callee,
// drops one.
func (c *consumer) handleAll(ctx context.Context, body []byte) error {
	c.process(ctx, body)
	_, err := c.db.ExecContext(ctx, `INSERT INTO audit (body) VALUES ($1)`, body)
	return err
}

// Good: the failure comes back in resp, and the delivery is requeued.
func (c *consumer) consumeInto(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var resp response
		c.storeInto(ctx, d.Body, &resp)
		if resp.ErrMsg != "" {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Good: handleAll returns its failures; the ack is on its success.
func (c *consumer) consumeAll(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := c.handleAll(ctx, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}
