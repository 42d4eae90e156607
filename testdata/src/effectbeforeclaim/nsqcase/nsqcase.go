// Package nsqcase holds go-nsq handlers that send an email before and
// after their claim, and one that relays a publish.
package nsqcase

import (
	"database/sql"
	"net/smtp"

	"github.com/nsqio/go-nsq"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// receipt sends the email and then records the message as processed.
type receipt struct{ db *sql.DB }

func (h *receipt) HandleMessage(m *nsq.Message) error {
	if err := send(string(m.Body)); err != nil { // want `send runs before the claim h.db.Exec at line \d+`
		return err
	}
	_, err := h.db.Exec(`INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Body)
	return err
}

// claimed claims first and sends only if this delivery won.
type claimed struct{ db *sql.DB }

func (h *claimed) HandleMessage(m *nsq.Message) error {
	res, err := h.db.Exec(`INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Body)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return send(string(m.Body))
}

// Start registers the handlers, one as a closure that sends with no claim
// and one that relays the message (a publish: not the no-claim rule's).
func Start(c *nsq.Consumer, p *nsq.Producer, db *sql.DB) {
	c.AddHandler(&receipt{db: db})
	c.AddHandler(&claimed{db: db})
	c.AddHandler(nsq.HandlerFunc(func(m *nsq.Message) error {
		return send(string(m.Body)) // want `send runs in a handler that records no claim`
	}))
	c.AddConcurrentHandlers(nsq.HandlerFunc(func(m *nsq.Message) error {
		return p.Publish("relayed", m.Body)
	}), 2)
}
