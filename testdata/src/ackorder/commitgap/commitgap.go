// Package commitgap holds a service's own stream consumer, behind an
// interface, whose main loop consumes in one branch and, on a tick,
// writes its work and acknowledges what is older than a gap: the loop is
// over messages and ticks, not over the parts of one message, and
// neither the consumer nor the gap is a message.
package commitgap

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

// Consumer is the service's consumer.
type Consumer interface {
	ConsumeNext() error
	CommitBack(gap int64) error
}

type impl struct {
	rdb     *redis.Client
	pending []string
}

func NewConsumer(rdb *redis.Client) Consumer { return &impl{rdb: rdb} }

func (c *impl) ConsumeNext() error {
	res, err := c.rdb.XReadGroup(context.Background(), &redis.XReadGroupArgs{Group: "g", Consumer: "g", Streams: []string{"s", ">"}}).Result()
	if err != nil {
		return err
	}
	for _, r := range res {
		for _, m := range r.Messages {
			if err := c.rdb.XAck(context.Background(), r.Stream, "g", m.ID).Err(); err != nil {
				return err
			}
		}
	}
	return nil
}

// CommitBack acknowledges the entries read before the last gap ones.
func (c *impl) CommitBack(gap int64) error {
	if int64(len(c.pending)) <= gap {
		return nil
	}
	return c.rdb.XAck(context.Background(), "s", "g", c.pending...).Err()
}

// Run consumes, and every tick marks the sessions that ended and
// acknowledges behind them: silent.
func Run(ctx context.Context, c Consumer, db *sql.DB) {
	tick := time.Tick(time.Second)
	for {
		select {
		case <-tick:
			if _, err := db.ExecContext(ctx, `UPDATE sessions SET ended = true WHERE last_seen < now() - interval '1 minute'`); err != nil {
				continue
			}
			if err := c.CommitBack(100); err != nil {
				println(err.Error())
			}
		default:
			if err := c.ConsumeNext(); err != nil {
				return
			}
		}
	}
}
