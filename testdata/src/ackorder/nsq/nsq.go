// Package nsq holds go-nsq handlers that finish their message before and
// after the work, some of it in an xorm transaction.
package nsq

import (
	"context"
	"database/sql"
	"log"

	"github.com/nsqio/go-nsq"
	"xorm.io/xorm"
)

// Register adds handlers as closures converted to nsq.HandlerFunc.
func Register(c *nsq.Consumer, db *sql.DB) {
	c.AddHandler(nsq.HandlerFunc(func(m *nsq.Message) error {
		m.DisableAutoResponse()
		m.Finish() // want `m.Finish runs before db.Exec at line \d+`
		_, err := db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Body)
		return err
	}))
	c.AddConcurrentHandlers(nsq.HandlerFunc(func(m *nsq.Message) error {
		m.DisableAutoResponse()
		if _, err := db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
			m.Requeue(-1)
			return err
		}
		m.Finish()
		return nil
	}), 4)
}

// finishFirst is a handler type: it acknowledges before its work.
type finishFirst struct{ db *sql.DB }

func (h *finishFirst) HandleMessage(m *nsq.Message) error {
	m.Finish() // want `m.Finish runs before h.db.ExecContext at line \d+`
	_, err := h.db.ExecContext(context.Background(), "INSERT INTO orders (body) VALUES ($1)", m.Body)
	return err
}

// finishLast touches the message while it works, finishes after it, and
// requeues it on failure without finishing.
type finishLast struct{ db *sql.DB }

func (h *finishLast) HandleMessage(m *nsq.Message) error {
	m.DisableAutoResponse()
	m.Touch()
	if _, err := h.db.ExecContext(context.Background(), "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
		m.RequeueWithoutBackoff(0)
		return err
	}
	m.Finish()
	return nil
}

// finishOnFailure finishes a message whose work failed.
type finishOnFailure struct{ db *sql.DB }

func (h *finishOnFailure) HandleMessage(m *nsq.Message) error {
	m.DisableAutoResponse()
	if _, err := h.db.ExecContext(context.Background(), "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
		log.Print(err)
	}
	m.Finish() // want `m.Finish runs after h.db.ExecContext at line \d+ failed`
	return nil
}

// Start registers the handler types.
func Start(c *nsq.Consumer, db *sql.DB) {
	c.AddHandler(&finishFirst{db: db})
	c.AddHandler(&finishLast{db: db})
	c.AddHandler(&finishOnFailure{db: db})
}

type order struct{ Body []byte }

// finishInTx finishes the message after the insert but before the
// commit of the xorm session's transaction that makes it durable.
type finishInTx struct{ e *xorm.Engine }

func (h *finishInTx) HandleMessage(m *nsq.Message) error {
	m.DisableAutoResponse()
	s := h.e.NewSession()
	defer s.Close()
	if err := s.Begin(); err != nil {
		return err
	}
	if _, err := s.Insert(&order{Body: m.Body}); err != nil {
		return err
	}
	m.Finish() // want `m.Finish runs before s.Commit at line \d+`
	return s.Commit()
}

// commitThenFinish finishes after the commit.
type commitThenFinish struct{ e *xorm.Engine }

func (h *commitThenFinish) HandleMessage(m *nsq.Message) error {
	m.DisableAutoResponse()
	s := h.e.NewSession()
	defer s.Close()
	if err := s.Begin(); err != nil {
		return err
	}
	if _, err := s.Insert(&order{Body: m.Body}); err != nil {
		m.Requeue(-1)
		return err
	}
	if err := s.Commit(); err != nil {
		m.Requeue(-1)
		return err
	}
	m.Finish()
	return nil
}

type background struct{ db *sql.DB }

// Bad: go-nsq finishes the message when HandleMessage returns nil, while
// the insert still runs in a goroutine.
func (h *background) HandleMessage(m *nsq.Message) error {
	go func() {
		h.db.Exec("INSERT INTO events (body) VALUES ($1)", m.Body) // want `h.db.Exec runs in a goroutine HandleMessage does not wait for: NSQ takes the message as done when HandleMessage returns`
	}()
	return nil
}

// Good: the goroutine finishes the message itself, after its work.
type finishesItself struct{ db *sql.DB }

func (h *finishesItself) HandleMessage(m *nsq.Message) error {
	m.DisableAutoResponse()
	go func() {
		if _, err := h.db.Exec("INSERT INTO events (body) VALUES ($1)", m.Body); err == nil {
			m.Finish()
		}
	}()
	return nil
}
