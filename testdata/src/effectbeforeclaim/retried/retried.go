// Package retried wraps a handler's payment in a retry helper: what the
// retried operation does, the handler does.
package retried

import (
	"context"
	"database/sql"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hibiken/asynq"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Bad: the charge, retried, still runs on every redelivery.
func Charge(ctx context.Context, t *asynq.Task) error {
	return backoff.Retry(func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)}) // want `paymentintent.New runs in a handler that records no claim`
		return err
	}, backoff.NewExponentialBackOff())
}

// Bad: the same with retry-go.
func ChargeDo(ctx context.Context, t *asynq.Task) error {
	return retry.Do(func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)}) // want `paymentintent.New runs in a handler that records no claim`
		return err
	})
}

// Good: the claim comes first, and the retried charge carries the
// event's key.
func ChargeClaimed(ctx context.Context, t *asynq.Task, db *sql.DB) error {
	id := string(t.Payload())
	res, err := db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return backoff.Retry(func() error {
		params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
		params.SetIdempotencyKey("charge-" + id)
		_, err := paymentintent.New(params)
		return err
	}, backoff.NewExponentialBackOff())
}

func register(mux *asynq.ServeMux, db *sql.DB) {
	mux.HandleFunc("charge", Charge)
	mux.HandleFunc("charge-do", ChargeDo)
	mux.HandleFunc("charge-claimed", func(ctx context.Context, t *asynq.Task) error { return ChargeClaimed(ctx, t, db) })
}
