// Package mailqueue holds handlers that send email through a mail queue:
// the package queues each message on a channel, and a daemon goroutine
// takes them off it and sends them. Queuing a mail is sending it.
package mailqueue

import (
	"context"
	"database/sql"
	"log"
	"net/http"

	"github.com/hibiken/asynq"
	"github.com/wneessen/go-mail"
)

// queue holds the mails to send; startDaemon sends them.
var queue chan *mail.Msg

func startDaemon(c *mail.Client) {
	q := queue
	go func() {
		for m := range q {
			if err := c.Send(m); err != nil {
				log.Print(err)
			}
		}
	}()
}

// sendMail queues m for the daemon.
func sendMail(m *mail.Msg) {
	if queue == nil {
		return
	}
	queue <- m
}

// Store holds the handlers' database.
type Store struct{ db *sql.DB }

// Bad: the mail is queued, then the delivery is marked: a crash in
// between sends it again.
type QueueThenMark struct{ Store }

func (s *QueueThenMark) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	sendMail(mail.NewMsg()) // want `sendMail runs before the processed marker s.db.ExecContext at line 48: a crash in between means the redelivery will send the email again`
	_, err := s.db.ExecContext(ctx, `UPDATE orders SET sent_at = now() WHERE id = $1`, id)
	return err
}

// Good: claimed first, queued only if this delivery won.
type ClaimThenQueue struct{ Store }

func (s *ClaimThenQueue) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := s.db.ExecContext(ctx, `INSERT INTO mailed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	sendMail(mail.NewMsg())
	return nil
}

// jobs is drained by a worker that claims each job before it mails:
// queuing a job there is no effect of the sender's.
var jobs = make(chan string, 16)

func startWorker(db *sql.DB, c *mail.Client) {
	go func() {
		for id := range jobs {
			res, err := db.Exec(`INSERT INTO mailed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
			if err != nil {
				continue
			}
			if n, _ := res.RowsAffected(); n == 1 {
				_ = c.Send(mail.NewMsg())
			}
		}
	}()
}

// Good: the worker claims; the handler only hands the job on.
type HandToWorker struct{ Store }

func (s *HandToWorker) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	jobs <- id
	_, err := s.db.ExecContext(ctx, `UPDATE orders SET queued = true WHERE id = $1`, id)
	return err
}

// hooks is drained by a dispatcher that POSTs each payload.
type dispatcher struct {
	out    chan []byte
	client *http.Client
}

func (d *dispatcher) run() {
	for body := range d.out {
		req, _ := http.NewRequest(http.MethodPost, "https://hooks.example.com", nil)
		_ = body
		if _, err := d.client.Do(req); err != nil {
			log.Print(err)
		}
	}
}

// Bad: the dispatcher's POST is queued before the claim.
type QueueHookThenClaim struct {
	Store
	d *dispatcher
}

func (s *QueueHookThenClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	d := s.d
	d.out <- t.Payload() // want `d.out <- … \(d.client.Do \(POST\) in run\) runs before the claim s.db.ExecContext at line 121: a crash in between means the redelivery will send the POST request again`
	res, err := s.db.ExecContext(ctx, `INSERT INTO hooked (id) VALUES ($1) ON CONFLICT DO NOTHING`, string(t.Payload()))
	if err != nil {
		return err
	}
	_, err = res.RowsAffected()
	return err
}
