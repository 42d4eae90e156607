// Package mail sends email through the configured backend: an email
// service's HTTP API or an SMTP relay. Sender forwards to its backend and
// has the backend's own method, so it implements the interface it wraps.
package mail

import (
	"bytes"
	"net/http"
	"net/smtp"
)

type backend interface {
	Send(to, body string) error
}

// Sender sends through its backend.
type Sender struct{ backend backend }

// NewAPI sends through the email service's HTTP API.
func NewAPI(url string) *Sender { return &Sender{backend: &api{url: url}} }

// NewSMTP sends through a relay.
func NewSMTP(addr string) *Sender { return &Sender{backend: &relay{addr: addr}} }

// Send delegates to the backend.
func (s *Sender) Send(to, body string) error {
	return s.backend.Send(to, body)
}

type api struct{ url string }

func (a *api) Send(to, body string) error {
	req, err := http.NewRequest("POST", a.url, bytes.NewReader([]byte(body)))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type relay struct{ addr string }

func (r *relay) Send(to, body string) error {
	return smtp.SendMail(r.addr, nil, "app@example.com", []string{to}, []byte(body))
}

// Outbox keeps what it is given for a later flush, or forwards it; one of
// its backends keeps the mail in memory and sends nothing, so a send
// through it is not known to send.
type Outbox struct{ next sink }

type sink interface {
	Put(to, body string) error
}

// Put forwards to the sink.
func (o *Outbox) Put(to, body string) error { return o.next.Put(to, body) }

type memory struct{ kept []string }

func (m *memory) Put(to, body string) error {
	m.kept = append(m.kept, to+body)
	return nil
}

type smtpSink struct{ addr string }

func (s *smtpSink) Put(to, body string) error {
	return smtp.SendMail(s.addr, nil, "app@example.com", []string{to}, []byte(body))
}

// NewOutbox keeps mail in memory, or sends it through addr.
func NewOutbox(addr string) *Outbox {
	if addr == "" {
		return &Outbox{next: &memory{}}
	}
	return &Outbox{next: &smtpSink{addr: addr}}
}
