// Package mailqueue sends email through a queue that a daemon goroutine
// drains: a check that decides whether a mail is queued decides the email.
package mailqueue

import (
	"context"
	"log"

	"github.com/redis/go-redis/v9"
	"github.com/wneessen/go-mail"
)

type mailer struct {
	queue chan *mail.Msg
	stats chan *mail.Msg
	rdb   *redis.Client
}

func (m *mailer) daemon(c *mail.Client) {
	for msg := range m.queue {
		if err := c.Send(msg); err != nil {
			log.Print(err)
		}
	}
}

func (m *mailer) count() {
	n := 0
	for range m.stats {
		n++
	}
	log.Print(n)
}

// Bad: two concurrent calls both find no key and both queue the mail.
func (m *mailer) remindOnce(ctx context.Context, user string) {
	if m.rdb.Exists(ctx, "reminded:"+user).Val() > 0 { // want `m.rdb.Exists decides whether m.queue <- … \(c.Send in daemon\) at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return
	}
	m.queue <- mail.NewMsg()
	m.rdb.Set(ctx, "reminded:"+user, 1, 0)
}

// Good: the stats goroutine sends nothing; counting twice is no email.
func (m *mailer) countOnce(ctx context.Context, user string) {
	if m.rdb.Exists(ctx, "counted:"+user).Val() > 0 {
		return
	}
	m.stats <- mail.NewMsg()
}
