// Package brokers holds handlers of River, SQS, NATS, Stripe webhooks and
// Temporal: the three rules and their near misses on each.
package brokers

import (
	"context"
	"database/sql"
	"io"
	"net/http"
	"net/smtp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/nats-io/nats.go"
	"github.com/riverqueue/river"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
	"github.com/stripe/stripe-go/v82/subscription"
	"github.com/stripe/stripe-go/v82/webhook"
	"go.temporal.io/sdk/worker"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type ReceiptArgs struct{ OrderID string }

func (ReceiptArgs) Kind() string { return "receipt" }

// ReceiptWorker is a River worker that claims in a transaction and then
// writes the business row through the pool: outside the claim's
// transaction.
type ReceiptWorker struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
}

func (w *ReceiptWorker) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	tx, err := w.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := w.db.ExecContext(ctx, `INSERT INTO receipts (order_id) VALUES ($1)`, job.Args.OrderID); err != nil { // want `w.db.ExecContext writes outside the transaction of the claim tx.ExecContext at line 45: a crash after the claim leaves the message claimed and this write never made — make the write in the claim's transaction, so that the work, the record and the completion commit together`
		return err
	}
	return tx.Commit()
}

// ReceiptInTx writes the business row in the claim's transaction.
type ReceiptInTx struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
}

func (w *ReceiptInTx) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	tx, err := w.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO receipts (order_id) VALUES ($1)`, job.Args.OrderID); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE processed SET done = true WHERE id = $1`, job.Args.OrderID); err != nil {
		return err
	}
	return tx.Commit()
}

// AutocommitClaim claims with an autocommitted statement, then writes.
type AutocommitClaim struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
}

func (w *AutocommitClaim) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	res, err := w.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = w.db.ExecContext(ctx, `UPDATE accounts SET balance = balance - 1 WHERE order_id = $1`, job.Args.OrderID) // want `w.db.ExecContext writes outside the transaction of the claim w.db.ExecContext at line 93`
	return err
}

// WriteBeforeClaim writes the business row before an autocommitted claim.
type WriteBeforeClaim struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
}

func (w *WriteBeforeClaim) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	if _, err := w.db.ExecContext(ctx, `INSERT INTO receipts (order_id) VALUES ($1)`, job.Args.OrderID); err != nil { // want `w.db.ExecContext writes before the claim w.db.ExecContext at line 114 and outside its transaction: a crash in between means the redelivery will insert the row again`
		return err
	}
	res, err := w.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return send(job.Args.OrderID)
}

// UpsertBeforeClaim writes idempotently before the claim: a second run
// changes nothing.
type UpsertBeforeClaim struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
}

func (w *UpsertBeforeClaim) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	if _, err := w.db.ExecContext(ctx, `INSERT INTO receipts (order_id) VALUES ($1) ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id`, job.Args.OrderID); err != nil {
		return err
	}
	res, err := w.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return send(job.Args.OrderID)
}

// Poll is an SQS receive loop that sends before its marker.
func Poll(ctx context.Context, client *sqs.Client, db *sql.DB) error {
	for {
		out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String("q")})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			var seen bool
			if err := db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, *m.MessageId).Scan(&seen); err != nil || seen {
				continue
			}
			if err := send(*m.Body); err != nil { // want `send runs before the processed marker db.ExecContext at line 160`
				continue
			}
			db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, *m.MessageId)
			client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String("q"), ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// PollClaimed claims each message before sending.
func PollClaimed(ctx context.Context, client *sqs.Client, db *sql.DB) error {
	for {
		out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String("q")})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			res, err := db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, *m.MessageId)
			if err != nil {
				continue
			}
			if n, _ := res.RowsAffected(); n == 1 {
				send(*m.Body)
			}
			client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String("q"), ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// Subscribe registers NATS handlers.
func Subscribe(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		send(string(m.Data)) // want `send runs in a handler that records no claim`
	})
	nc.Subscribe("claimed", func(m *nats.Msg) {
		res, err := db.Exec(`INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Header.Get("id"))
		if err != nil {
			return
		}
		if n, _ := res.RowsAffected(); n == 1 {
			send(string(m.Data))
		}
	})
	nc.Subscribe("fanout", func(m *nats.Msg) {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM subscribers WHERE topic = $1`, m.Subject).Scan(&n); err != nil {
			return
		}
		if n == 0 {
			return // nobody to tell: the read looks up the targets, it deduplicates nothing
		}
		send(string(m.Data)) // want `send runs in a handler that records no claim`
	})
	nc.Subscribe("seen", func(m *nats.Msg) {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM sent WHERE id = $1`, m.Header.Get("id")).Scan(&n); err != nil {
			return
		}
		if n > 0 {
			return // sent before: a dedup check, checkthenact's to judge
		}
		send(string(m.Data))
	})
	nc.Subscribe("relay", func(m *nats.Msg) {
		nc.Publish("relayed", m.Data) // a publish: not the no-claim rule's
	})
}

// Webhook verifies a Stripe event and refunds without a key.
func Webhook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	event, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if event.Type == "charge.dispute.created" {
		refund.New(&stripe.RefundParams{}) // want `refund.New runs in a handler that records no claim and passes no idempotency key: each redelivery will make the payment call again`
	}
}

// KeyedWebhook refunds with a key derived from the event.
func KeyedWebhook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	event, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	params := &stripe.RefundParams{}
	params.IdempotencyKey = stripe.String("refund-" + event.ID)
	refund.New(params)
}

// BackOffice refunds from an ordinary endpoint: not a handler.
func BackOffice(w http.ResponseWriter, r *http.Request) {
	refund.New(&stripe.RefundParams{})
}

// Activities are Temporal activities registered as a struct value.
type Activities struct{ db *sql.DB }

func (a *Activities) SendReceipt(ctx context.Context, to string) error {
	return send(to) // want `send runs in a handler that records no claim`
}

func (a *Activities) helper(to string) error { return send(to) }

func Register(w worker.Worker, db *sql.DB) {
	w.RegisterActivity(&Activities{db: db})
}

// Queries is sqlc's generated wrapper; WithTx binds it to a transaction.
type Queries struct{ db DBTX }

type DBTX interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func (q *Queries) WithTx(tx *sql.Tx) *Queries { return &Queries{db: tx} }

func (q *Queries) CreateReceipt(ctx context.Context, orderID string) error {
	_, err := q.db.ExecContext(ctx, `INSERT INTO receipts (order_id) VALUES ($1)`, orderID)
	return err
}

// SqlcInTx writes through queries bound to the claim's transaction, and
// writes in the transaction before the claim statement: all of it rolls
// back with a lost claim.
type SqlcInTx struct {
	river.WorkerDefaults[ReceiptArgs]
	db *sql.DB
	q  *Queries
}

func (w *SqlcInTx) Work(ctx context.Context, job *river.Job[ReceiptArgs]) error {
	tx, err := w.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO audit (order_id) VALUES ($1)`, job.Args.OrderID); err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, job.Args.OrderID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if err := w.q.WithTx(tx).CreateReceipt(ctx, job.Args.OrderID); err != nil {
		return err
	}
	return tx.Commit()
}

// Events picks the handler of a Stripe event through a method value.
type Events struct{}

func (e *Events) handlerFor(t string) func(stripe.Event) error {
	switch t {
	case "invoice.paid":
		return e.sendReceipt
	}
	return e.ignore
}

func (e *Events) sendReceipt(ev stripe.Event) error { return send(ev.ID) }

func (e *Events) ignore(ev stripe.Event) error { return nil }

func (e *Events) Webhook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	event, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		return
	}
	handle := e.handlerFor(string(event.Type))
	handle(event) // want `handle runs in a handler that records no claim`
}

// Session stands for a checkout session the webhook carries.
type Session struct {
	ID       string
	Customer string
	Country  string
}

// createSubscription keys the subscription by the session inside: its
// callers' effect is keyed.
func createSubscription(s *Session) error {
	country := ""
	if s.Country != "" {
		country = s.Country
	}
	params := &stripe.SubscriptionParams{Customer: stripe.String(s.Customer)}
	if country == "GB" {
		params.Customer = stripe.String("uk-" + s.Customer)
	}
	params.SetIdempotencyKey(s.ID)
	_, err := subscription.New(params)
	return err
}

// createUnkeyed does not.
func createUnkeyed(s *Session) error {
	_, err := subscription.New(&stripe.SubscriptionParams{Customer: stripe.String(s.Customer)})
	return err
}

func SubscriptionWebhook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	event, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		return
	}
	s := Session{ID: event.ID}
	if event.Type == "checkout.session.completed" {
		createSubscription(&s)
		return
	}
	createUnkeyed(&s) // want `createUnkeyed runs in a handler that records no claim`
}
