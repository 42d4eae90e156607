// Package kvclaim: a JetStream consumer that hands each message to a
// worker pool of its own and sends an email, through a Mailer whose demo
// implementation only decides whether to fail; beside its twins that
// claim the message first, in a NATS key-value bucket or with a unique
// INSERT, through a guard that reports whether this delivery won.
package kvclaim

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/nats-io/nats.go/jetstream"
)

// Mailer sends one email.
type Mailer interface {
	Send(to string, body []byte) error
}

type smtpMailer struct{ addr string }

func (m *smtpMailer) Send(to string, body []byte) error {
	return smtp.SendMail(m.addr, nil, "shop@example.com", []string{to}, body)
}

// demoMailer stands in for SMTP in a demo deployment: it sends nothing
// and fails for the addresses a demo uses to show failures.
type demoMailer struct{}

func (demoMailer) Send(to string, body []byte) error {
	if strings.Contains(to, "error") {
		return errors.New("demo: " + to)
	}
	return nil
}

// Pick returns the mailer of a deployment.
func Pick(demo bool, addr string) Mailer {
	if demo {
		return demoMailer{}
	}
	return &smtpMailer{addr: addr}
}

// Parallel runs at most n tasks at once, each in its own goroutine.
type Parallel struct {
	wg sync.WaitGroup
	ch chan bool
}

func NewParallel(n int) *Parallel { return &Parallel{ch: make(chan bool, n)} }

func (p *Parallel) RunTask(fn func()) {
	p.wg.Add(1)
	p.ch <- true
	go func() {
		defer p.wg.Done()
		defer func() { <-p.ch }()
		fn()
	}()
}

// Guard reports whether this delivery is the first to claim key.
type Guard interface {
	Claim(ctx context.Context, key string) (bool, error)
}

type kvGuard struct{ kv jetstream.KeyValue }

func (g *kvGuard) Claim(ctx context.Context, key string) (bool, error) {
	if _, err := g.kv.Create(ctx, key, nil); err != nil {
		if errors.Is(err, jetstream.ErrKeyExists) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}

type sqlGuard struct{ db *sql.DB }

func (g *sqlGuard) Claim(ctx context.Context, key string) (bool, error) {
	_, err := g.db.ExecContext(ctx, `INSERT INTO sent (key) VALUES ($1)`, key)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, nil
}

type Sender struct {
	mailer Mailer
	tasks  *Parallel
}

// Bad: each delivery's task sends the email, and nothing records that
// one did.
func (s *Sender) Run(c jetstream.Consumer) error {
	_, err := c.Consume(func(msg jetstream.Msg) {
		s.tasks.RunTask(func() {
			if err := s.send(msg); err != nil { // want `s.send runs in a handler that records no claim`
				msg.Nak()
				return
			}
			msg.Ack()
		})
	})
	return err
}

func (s *Sender) send(msg jetstream.Msg) error {
	return s.mailer.Send(msg.Subject(), msg.Data())
}

type KVSender struct {
	Sender
	guard *kvGuard
}

// Good: the task claims the message in the bucket first; a redelivery's
// Create finds the key and sends nothing.
func (s *KVSender) Run(c jetstream.Consumer) error {
	_, err := c.Consume(func(msg jetstream.Msg) {
		s.tasks.RunTask(func() {
			won, err := s.guard.Claim(context.Background(), msg.Subject())
			if err != nil || !won {
				msg.Nak()
				return
			}
			if err := s.send(msg); err != nil {
				msg.Nak()
				return
			}
			msg.Ack()
		})
	})
	return err
}

type SQLSender struct {
	Sender
	guard *sqlGuard
}

// Good: the same with a unique INSERT.
func (s *SQLSender) Run(c jetstream.Consumer) error {
	_, err := c.Consume(func(msg jetstream.Msg) {
		s.tasks.RunTask(func() {
			if won, err := s.guard.Claim(context.Background(), msg.Subject()); err != nil || !won {
				return
			}
			s.send(msg)
			msg.Ack()
		})
	})
	return err
}
