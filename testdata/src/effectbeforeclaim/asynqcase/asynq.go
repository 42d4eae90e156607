// Package asynqcase holds asynq handlers: the mark-after-effect rule, the
// no-claim rule and their near misses.
package asynqcase

import (
	"context"
	"database/sql"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"gopkg.in/gomail.v2"

	"github.com/resend/resend-go/v2"
)

type Mailer struct {
	db  *sql.DB
	rdb *redis.Client
}

func sendWelcome(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// CheckSendMark checks, sends, then marks: a crash after the send and
// before the insert sends the email again.
type CheckSendMark struct{ Mailer }

func (h *CheckSendMark) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	var seen bool
	if err := h.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&seen); err != nil {
		return err
	}
	if seen {
		return nil
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{id}, nil); err != nil { // want `smtp.SendMail runs before the processed marker h.db.ExecContext at line 47: a crash in between means the redelivery will send the email again — claim first and send the email only if this delivery won, or pass a key derived from the message`
		return err
	}
	_, err := h.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
	return err
}

// ClaimThenSend claims first and sends only if this delivery won.
type ClaimThenSend struct{ Mailer }

func (h *ClaimThenSend) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := h.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return sendWelcome(id)
}

// SendThenSetNX sends and then claims in Redis.
type SendThenSetNX struct{ Mailer }

func (h *SendThenSetNX) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := sendWelcome(id); err != nil { // want `sendWelcome runs before the claim h.rdb.SetNX at line 74`
		return err
	}
	ok, err := h.rdb.SetNX(ctx, "sent:"+id, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	return nil
}

// SetNXThenSend claims in Redis first.
type SetNXThenSend struct{ Mailer }

func (h *SetNXThenSend) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	ok, err := h.rdb.SetNX(ctx, "sent:"+id, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	return sendWelcome(id)
}

// GoSendThenClaim starts the send in a goroutine before the claim.
type GoSendThenClaim struct{ Mailer }

func (h *GoSendThenClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	go sendWelcome(id) // want `sendWelcome runs before the claim h.rdb.SetNX at line 99`
	ok, err := h.rdb.SetNX(ctx, "sent:"+id, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	return nil
}

// ChargeThenStatus charges, then sets the order's status: the status
// update is the processed marker.
type ChargeThenStatus struct{ Mailer }

func (h *ChargeThenStatus) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	var status string
	if err := h.db.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`, id).Scan(&status); err != nil {
		return err
	}
	if status == "paid" {
		return nil
	}
	if _, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)}); err != nil { // want `paymentintent.New runs before the processed marker h.db.ExecContext at line 122: a crash in between means the redelivery will make the payment call again`
		return err
	}
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// KeyedCharge passes a key derived from the task: the provider
// deduplicates the charge, whatever the marker's order.
type KeyedCharge struct{ Mailer }

func (h *KeyedCharge) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey("charge-" + id)
	if _, err := paymentintent.New(params); err != nil {
		return err
	}
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// RandomKeyedCharge passes a key that changes on every attempt: no key at all.
type RandomKeyedCharge struct{ Mailer }

func (h *RandomKeyedCharge) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey(uuid.NewString())
	if _, err := paymentintent.New(params); err != nil { // want `paymentintent.New runs before the processed marker`
		return err
	}
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// NoClaim sends in a handler that records nothing.
type NoClaim struct{ Mailer }

func (h *NoClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return sendWelcome(string(t.Payload())) // want `sendWelcome runs in a handler that records no claim and passes no idempotency key: each redelivery will send the email again — claim the message first \(INSERT … ON CONFLICT DO NOTHING, SetNX\) and send the email only if this delivery won, or pass an idempotency key derived from the message`
}

// NoClaimPost posts without a key.
type NoClaimPost struct{ Mailer }

func (h *NoClaimPost) ProcessTask(ctx context.Context, t *asynq.Task) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/notify", strings.NewReader(string(t.Payload())))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req) // want `http.DefaultClient.Do \(POST\) runs in a handler that records no claim`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// KeyedPost hands the receiver a key derived from the task.
type KeyedPost struct{ Mailer }

func (h *KeyedPost) ProcessTask(ctx context.Context, t *asynq.Task) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/notify", strings.NewReader(string(t.Payload())))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", "notify-"+string(t.Payload()))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RandomKeyedPost hands the receiver a fresh key on every attempt.
type RandomKeyedPost struct{ Mailer }

func (h *RandomKeyedPost) ProcessTask(ctx context.Context, t *asynq.Task) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/notify", strings.NewReader(string(t.Payload())))
	if err != nil {
		return err
	}
	req.Header.Set("X-Idempotency-Key", uuid.New().String())
	resp, err := http.DefaultClient.Do(req) // want `http.DefaultClient.Do \(POST\) runs in a handler that records no claim`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// ReadOnly makes a GET: not an effect.
type ReadOnly struct{ Mailer }

func (h *ReadOnly) ProcessTask(ctx context.Context, t *asynq.Task) error {
	resp, err := http.Get("https://api.example.com/status/" + string(t.Payload()))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Republish only publishes: the no-claim rule does not report publishes.
type Republish struct {
	Mailer
	client *asynq.Client
}

func (h *Republish) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := h.client.EnqueueContext(ctx, asynq.NewTask("next", t.Payload()))
	return err
}

// StatusGuard reads a status and decides on it, with no marker the
// analysis recognises: it tries to deduplicate, the rule stays silent.
type StatusGuard struct{ Mailer }

func (h *StatusGuard) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var sent bool
	if err := h.db.QueryRowContext(ctx, `SELECT welcome_sent FROM users WHERE id = $1`, string(t.Payload())).Scan(&sent); err != nil {
		return err
	}
	if sent {
		return nil
	}
	return sendWelcome(string(t.Payload()))
}

// NotAHandler sends, but nothing says it runs once per delivery.
func NotAHandler(to string) error {
	return sendWelcome(to)
}

// SMTP sends through a function value injected by its constructor.
type SMTP struct {
	send func(addr string, a smtp.Auth, from string, to []string, msg []byte) error
}

func NewSMTP() *SMTP { return &SMTP{send: smtp.SendMail} }

func (m *SMTP) Send(to string) error {
	return m.send("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Injected sends with no claim through the injected function.
type Injected struct{ mail *SMTP }

func (h *Injected) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.mail.Send(string(t.Payload())) // want `h.mail.Send runs in a handler that records no claim`
}

// RandomClaim claims a key that changes on every attempt: it claims
// nothing, and the handler has no claim.
type RandomClaim struct{ Mailer }

func (h *RandomClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	ok, err := h.rdb.SetNX(ctx, "sent:"+uuid.NewString(), 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	return sendWelcome(string(t.Payload())) // want `sendWelcome runs in a handler that records no claim`
}

// LockedWrite holds a Redis lock (released at the end), not a claim: the
// write after it is not outside any claim's transaction.
type LockedWrite struct{ Mailer }

func (h *LockedWrite) ProcessTask(ctx context.Context, t *asynq.Task) error {
	key := "lock:" + string(t.Payload())
	ok, err := h.rdb.SetNX(ctx, key, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	defer h.rdb.Del(ctx, key)
	_, err = h.db.ExecContext(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(t.Payload()))
	return err
}

// Gomail sends with gomail, no claim.
type Gomail struct{ d *gomail.Dialer }

func (h *Gomail) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.d.DialAndSend(gomail.NewMessage()) // want `h.d.DialAndSend runs in a handler that records no claim`
}

// Resend passes Resend a key derived from the task.
type Resend struct{ c *resend.Client }

func (h *Resend) ProcessTask(ctx context.Context, t *asynq.Task) error {
	opts := &resend.SendEmailOptions{IdempotencyKey: "welcome-" + string(t.Payload())}
	_, err := h.c.Emails.SendWithOptions(ctx, &resend.SendEmailRequest{}, opts)
	return err
}

// RowIDClaim claims on a unique event column the SQL does not name, with a
// random row id: the claim is not on the random value.
type RowIDClaim struct{ Mailer }

func (h *RowIDClaim) ProcessTask(ctx context.Context, t *asynq.Task) error {
	res, err := h.db.ExecContext(ctx, `INSERT INTO processed (id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, uuid.NewString(), string(t.Payload()))
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return sendWelcome(string(t.Payload()))
}

// SetNXThenInsert claims in Redis, then records the order in the
// database: a crash between the two leaves the task claimed and the order
// never recorded.
type SetNXThenInsert struct{ Mailer }

func (h *SetNXThenInsert) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	ok, err := h.rdb.SetNX(ctx, "order:"+id, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	_, err = h.db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, id) // want `h.db.ExecContext writes after the claim h.rdb.SetNX at line \d+ claimed the message in another store`
	return err
}
