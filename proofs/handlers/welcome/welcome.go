// Package welcome holds handlers that the service's consumer (bus) runs
// once per delivery; nothing in this package says so: the wiring
// (welcomeapp) registers them.
package welcome

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"

	"github.com/idemlint/idemlint/proofs/handlers/bus"
)

// Handlers send welcome emails.
type Handlers struct {
	DB  *sql.DB
	SES *sesv2.Client
}

// WelcomeBuggy sends the welcome email and records nothing: every
// delivery of the event, a redelivery too, sends it again.
func (h *Handlers) WelcomeBuggy(ctx context.Context, ev bus.Event) error {
	return h.send(ctx, ev) // idemlint: want effectbeforeclaim
}

// Welcome claims the event first and sends the email only if this
// delivery won the claim.
func (h *Handlers) Welcome(ctx context.Context, ev bus.Event) error {
	res, err := h.DB.ExecContext(ctx, `INSERT INTO welcomed (event_id) VALUES ($1) ON CONFLICT DO NOTHING`, ev.ID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // sent by an earlier delivery
	}
	return h.send(ctx, ev) // idemlint: ok
}

func (h *Handlers) send(ctx context.Context, ev bus.Event) error {
	_, err := h.SES.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String("hello@example.com"),
		Destination:      &types.Destination{ToAddresses: []string{ev.Email}},
		Content: &types.EmailContent{Simple: &types.Message{
			Subject: &types.Content{Data: aws.String("Welcome")},
			Body:    &types.Body{Text: &types.Content{Data: aws.String("Welcome aboard.")}},
		}},
	})
	return err
}
