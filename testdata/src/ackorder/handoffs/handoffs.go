// Package handoffs hands messages of several brokers to worker goroutines
// over channels: an ack before or right after the send runs before the
// worker's work is durable.
package handoffs

import (
	"context"
	"database/sql"

	"cloud.google.com/go/pubsub"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
	"github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go"
	"github.com/segmentio/kafka-go"
	gcpubsub "gocloud.dev/pubsub"
)

// Bad: gocloud's message is acked, then its body goes to the worker.
func gocloudLoop(ctx context.Context, sub *gcpubsub.Subscription, work chan<- []byte) error {
	for {
		msg, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		msg.Ack() // want `msg.Ack runs before the work handed off on work at line 27`
		work <- msg.Body
	}
}

// Good: the worker acks the message after its work.
func gocloudToWorker(ctx context.Context, sub *gcpubsub.Subscription, work chan<- *gcpubsub.Message) error {
	for {
		msg, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		work <- msg
	}
}

// Bad: Pub/Sub's callback sends the data on and acks at once.
func pubsubCallback(ctx context.Context, sub *pubsub.Subscription, out chan<- []byte) error {
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		out <- m.Data
		m.Ack() // want `m.Ack runs while the work handed off on out at line 45 may still run in a goroutine`
	})
}

// Event is what the program decodes from a message.
type Event struct {
	ID   string
	Body []byte
}

// Bad: a NATS callback hands a value built from the message to the user's
// code and acks it.
func natsCallback(nc *nats.Conn, events chan<- Event) error {
	_, err := nc.Subscribe("orders", func(m *nats.Msg) {
		events <- Event{ID: m.Subject, Body: m.Data}
		m.Ack() // want `m.Ack runs while the work handed off on events at line 60 may still run in a goroutine`
	})
	return err
}

// Good: the ack waits for the worker's answer.
func natsWaits(nc *nats.Conn, events chan<- Event, done <-chan error) error {
	_, err := nc.Subscribe("orders", func(m *nats.Msg) {
		events <- Event{ID: m.Subject, Body: m.Data}
		if <-done == nil {
			m.Ack()
		}
	})
	return err
}

// Bad: kafka-go's offset is committed, then the message is handed off.
func kafkaLoop(ctx context.Context, r *kafka.Reader, out chan<- kafka.Message) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil { // want `r.CommitMessages runs before the work handed off on out at line 87`
			return err
		}
		out <- m
	}
}

type consumer struct {
	sqs *sqs.Client
	url *string
}

func (c *consumer) remove(ctx context.Context, m types.Message) error {
	_, err := c.sqs.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: c.url, ReceiptHandle: m.ReceiptHandle})
	return err
}

// Bad: the message goes to the worker and a helper of the package deletes
// it right after.
func (c *consumer) sqsLoop(ctx context.Context, msgs chan<- types.Message) error {
	for ctx.Err() == nil {
		out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			msgs <- m
			if err := c.remove(ctx, m); err != nil { // want `c.remove runs while the work handed off on msgs at line 110 may still run in a goroutine`
				return err
			}
		}
	}
	return nil
}

// Bad: the body, a string, goes to the worker and the message is deleted
// right after.
func (c *consumer) sqsBodies(ctx context.Context, bodies chan<- string) error {
	out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		bodies <- *m.Body
		if err := c.remove(ctx, m); err != nil { // want `c.remove runs while the work handed off on bodies at line 127 may still run in a goroutine`
			return err
		}
	}
	return nil
}

// Good: only the message's id is sent on, to be logged.
func (c *consumer) sqsIDs(ctx context.Context, ids chan<- string) error {
	out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		ids <- *m.MessageId
		if err := c.remove(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// Bad: acked, then the write retried until it goes through: a crash in
// between loses the message.
func gocloudRetried(ctx context.Context, sub *gcpubsub.Subscription, db *sql.DB) error {
	msg, err := sub.Receive(ctx)
	if err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before backoff.Retry at line \d+`
	return backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, msg.Body)
		return err
	}, backoff.NewExponentialBackOff())
}

// Good: the retried write, then the ack.
func gocloudRetriedFirst(ctx context.Context, sub *gcpubsub.Subscription, db *sql.DB) error {
	msg, err := sub.Receive(ctx)
	if err != nil {
		return err
	}
	if err := backoff.Retry(func() error {
		_, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, msg.Body)
		return err
	}, backoff.NewExponentialBackOff()); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// dispatcher hands jobs to its workers.
type dispatcher struct{ jobs chan job }

type job struct {
	body []byte
	done chan error
}

// handle hands the body off and waits until a worker has done it.
func (d *dispatcher) handle(ctx context.Context, body []byte) error {
	j := job{body: body, done: make(chan error, 1)}
	d.jobs <- j
	select {
	case err := <-j.done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// enqueue hands the body off and returns at once.
func (d *dispatcher) enqueue(body []byte) {
	d.jobs <- job{body: body}
}

// Good: the helper hands off and waits for the worker before the ack.
func natsDispatched(nc *nats.Conn, d *dispatcher) error {
	_, err := nc.Subscribe("orders", func(m *nats.Msg) {
		if err := d.handle(context.Background(), m.Data); err != nil {
			m.Nak()
			return
		}
		m.Ack()
	})
	return err
}

// Bad: the helper hands off and returns before the worker has run.
func natsEnqueued(nc *nats.Conn, d *dispatcher) error {
	_, err := nc.Subscribe("orders", func(m *nats.Msg) {
		d.enqueue(m.Data)
		m.Ack() // want `m.Ack runs while d.enqueue at line 221 may still run in a goroutine`
	})
	return err
}
