// Package mailer sends customer email through Amazon SES. Email has no
// idempotency key: only a claim recorded first keeps it from repeating.
package mailer

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
)

// Mailer sends email from From.
type Mailer struct {
	SES  *sesv2.Client
	From string
}

// Send sends a plain-text email.
func (m *Mailer) Send(ctx context.Context, to, subject, body string) error {
	_, err := m.SES.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(m.From),
		Destination:      &types.Destination{ToAddresses: []string{to}},
		Content: &types.EmailContent{Simple: &types.Message{
			Subject: &types.Content{Data: aws.String(subject)},
			Body:    &types.Body{Text: &types.Content{Data: aws.String(body)}},
		}},
	})
	return err
}
