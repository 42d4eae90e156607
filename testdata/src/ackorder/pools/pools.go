// Package pools hands each message's work to a worker pool's task: an ack
// after the submit, with nothing waiting for the task, acknowledges work
// that may still be running.
package pools

import (
	"context"
	"database/sql"

	"github.com/alitto/pond/v2"
	"github.com/gammazero/workerpool"
	"github.com/panjf2000/ants/v2"
	"github.com/segmentio/kafka-go"
)

type Consumer struct {
	reader *kafka.Reader
	db     *sql.DB
}

func (c *Consumer) save(ctx context.Context, m kafka.Message) error {
	_, err := c.db.ExecContext(ctx, "INSERT INTO events (id, body) VALUES ($1, $2)", string(m.Key), m.Value)
	return err
}

// Bad: the insert runs in an ants task; the offset is committed at once.
func (c *Consumer) antsLoop(ctx context.Context, p *ants.Pool) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		p.Submit(func() {
			c.db.ExecContext(ctx, "INSERT INTO events (id, body) VALUES ($1, $2)", string(m.Key), m.Value)
		})
		c.reader.CommitMessages(ctx, m) // want `c.reader.CommitMessages runs while c.db.ExecContext at line \d+ may still run in a goroutine`
	}
}

// Bad: pond's Go, with the work in a method the task calls.
func (c *Consumer) pondLoop(ctx context.Context, p pond.Pool) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		p.Go(func() {
			c.save(ctx, m)
		})
		c.reader.CommitMessages(ctx, m) // want `c.reader.CommitMessages runs while c.save at line \d+ may still run in a goroutine`
	}
}

// Good: the task commits its own message after its work.
func (c *Consumer) commitsInTask(ctx context.Context, p *workerpool.WorkerPool) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		p.Submit(func() {
			if c.save(ctx, m) == nil {
				c.reader.CommitMessages(ctx, m)
			}
		})
	}
}

// Good: SubmitWait returns when the task has run.
func (c *Consumer) submitWait(ctx context.Context, p *workerpool.WorkerPool) {
	for {
		m, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return
		}
		var saveErr error
		p.SubmitWait(func() { saveErr = c.save(ctx, m) })
		if saveErr == nil {
			c.reader.CommitMessages(ctx, m)
		}
	}
}

// Good: the pool is drained before the batch's offsets are committed.
func (c *Consumer) batch(ctx context.Context, msgs []kafka.Message) {
	p := pond.NewPool(8)
	for _, m := range msgs {
		p.Submit(func() { c.save(ctx, m) })
	}
	p.StopAndWait()
	c.reader.CommitMessages(ctx, msgs...)
}
