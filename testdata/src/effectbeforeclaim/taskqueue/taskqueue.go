// Package taskqueue holds ticker loops that take their work from a queue
// in the process's memory, which the program fills itself (a task a
// request registered): the items are the process's, no other replica
// holds them and none is rerun after a crash, so the loop dispatches; it
// is no periodic job repeating its effects. A ticker loop that mails
// what it reads from a table, or walks its queue without taking from it,
// is still a job.
package taskqueue

import (
	"net/smtp"
	"time"
)

type task struct {
	id int
	to string
}

type pool struct {
	queue    []*task
	register chan *task
}

func (t *task) run() {
	smtp.SendMail("mail:25", nil, "ci@example.com", []string{t.to}, []byte("task finished"))
}

// Good: the head of the queue is taken and run, then dropped.
func (p *pool) Run() {
	ticker := time.NewTicker(5 * time.Second)
	for {
		select {
		case t := <-p.register:
			p.queue = append(p.queue, t)
		case <-ticker.C:
			if len(p.queue) == 0 {
				break
			}
			t := p.queue[0]
			go func(t *task) {
				smtp.SendMail("mail:25", nil, "ci@example.com", []string{t.to}, []byte("task started"))
				t.run()
			}(t)
			p.queue = p.queue[1:]
		}
	}
}

type reporter struct {
	queue []*task
}

// Bad: the queue is walked on every tick, never taken from: every pass
// mails them all again.
func (r *reporter) Run() {
	ticker := time.NewTicker(time.Hour)
	for range ticker.C {
		for _, t := range r.queue {
			smtp.SendMail("mail:25", nil, "ci@example.com", []string{t.to}, []byte("still queued")) // want `smtp.SendMail runs in a periodic job that records no claim and passes no idempotency key`
		}
	}
}

type pusher struct {
	queue chan []string
	close chan struct{}
}

func (p *pusher) send(to []string) {
	smtp.SendMail("mail:25", nil, "ci@example.com", to, []byte("you have a message"))
}

// Good: traQ's push batcher; what the requests queued on the channel is
// gathered and sent on each tick, then the batch starts again.
func (p *pusher) worker() {
	ticker := time.NewTicker(250 * time.Millisecond)
	defer ticker.Stop()
	batch := make([]string, 0, 500)
	for {
		select {
		case <-p.close:
			return
		case to := <-p.queue:
			batch = append(batch, to...)
		case <-ticker.C:
			if len(batch) > 0 {
				go p.send(batch)
				batch = make([]string, 0, 500)
			}
		}
	}
}
