package body

import (
	"net/smtp"
	"time"
)

// Digests is what a periodic job is given: its dependencies, not a
// delivery.
type Digests struct{ To []string }

func (d *Digests) send() error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", d.To, nil)
}

// Bad: the job's loop mails the digest every period with no claim; the
// helper it hands its dependencies is its effect, reported at its call.
func RunDigests(d *Digests) {
	t := time.NewTicker(time.Hour)
	for range t.C {
		_ = sendAll(d) // want `sendAll runs in a periodic job that records no claim`
	}
}

func sendAll(d *Digests) error {
	return d.send()
}
