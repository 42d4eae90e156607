package handlers

import (
	"context"
	"database/sql"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
)

// welcome is the email a poller sends for an outbox row.
func welcome(to string) *sesv2.SendEmailInput {
	return &sesv2.SendEmailInput{
		FromEmailAddress: aws.String("shop@example.com"),
		Destination:      &types.Destination{ToAddresses: []string{to}},
		Content: &types.EmailContent{Simple: &types.Message{
			Subject: &types.Content{Data: aws.String("Welcome")},
			Body:    &types.Body{Text: &types.Content{Data: aws.String("Hello")}},
		}},
	}
}

// PollOutboxBuggy is a poller: until ctx ends, it sends the welcome email
// of a pending outbox row and then marks the row sent. Two replicas that
// read the same pending row both send it.
func PollOutboxBuggy(ctx context.Context, db *sql.DB, ses *sesv2.Client) {
	for ctx.Err() == nil {
		var id int64
		var to string
		if db.QueryRowContext(ctx, `SELECT id, email FROM outbox WHERE status = 'pending' ORDER BY id LIMIT 1`).Scan(&id, &to) == nil {
			if _, err := ses.SendEmail(ctx, welcome(to)); err == nil { // idemlint: want effectbeforeclaim
				db.ExecContext(ctx, `UPDATE outbox SET status = 'sent' WHERE id = $1`, id)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// PollOutbox claims a pending row first (FOR UPDATE SKIP LOCKED, the state
// tested again), then sends and marks it sent: a second replica claims
// another row, or none.
func PollOutbox(ctx context.Context, db *sql.DB, ses *sesv2.Client) {
	for ctx.Err() == nil {
		var id int64
		var to string
		if db.QueryRowContext(ctx, `UPDATE outbox SET status = 'sending'
			WHERE id = (SELECT id FROM outbox WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
			AND status = 'pending' RETURNING id, email`).Scan(&id, &to) == nil {
			if _, err := ses.SendEmail(ctx, welcome(to)); err == nil { // idemlint: ok
				db.ExecContext(ctx, `UPDATE outbox SET status = 'sent' WHERE id = $1`, id)
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
}
