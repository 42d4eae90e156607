// Package orders holds the handlers; only main registers them.
package orders

import (
	"context"
	"net/smtp"
)

// Paid is registered by main: a handler that records no claim.
func Paid(ctx context.Context, value []byte) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{string(value)}, nil)
}

// Alert is main's error callback: given the error, not a message.
func Alert(err error) {
	smtp.SendMail("mail:25", nil, "ops@example.com", []string{"ops@example.com"}, []byte(err.Error()))
}

// Resend has the handler's shape, but nothing registers it.
func Resend(ctx context.Context, value []byte) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{string(value)}, nil)
}
