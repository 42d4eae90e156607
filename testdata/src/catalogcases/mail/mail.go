// Package mail calls every email and SMS provider row of the idemlint
// catalog once.
package mail

import (
	"context"

	"github.com/mailgun/mailgun-go/v4"
	orymail "github.com/ory/mail/v3"
	"github.com/resend/resend-go/v2"
	"github.com/sendgrid/sendgrid-go"
	twilio "github.com/twilio/twilio-go/rest/api/v2010"
	gomail2 "github.com/wneessen/go-mail"
	"gopkg.in/gomail.v2"
)

func gomailSends(s gomail.Sender) {
	d := gomail.NewDialer("smtp.example.com", 587, "user", "pass")
	d.DialAndSend(gomail.NewMessage())  // row: Dialer.DialAndSend
	gomail.Send(s, gomail.NewMessage()) // row: Send
}

func oryMailSends(ctx context.Context, s orymail.Sender) {
	d := orymail.NewDialer("smtp.example.com", 587, "user", "pass")
	d.DialAndSend(ctx, orymail.NewMessage())   // row: Dialer.DialAndSend
	orymail.Send(ctx, s, orymail.NewMessage()) // row: Send
}

func goMailSends(ctx context.Context, c *gomail2.Client, m *gomail2.Msg) {
	c.DialAndSend(m)                 // row: Client.DialAndSend
	c.DialAndSendWithContext(ctx, m) // row: Client.DialAndSendWithContext
	c.Send(m)                        // row: Client.Send
}

func sendgridSends(ctx context.Context, m *sendgrid.SGMailV3) {
	cl := sendgrid.NewSendClient("key")
	cl.Send(m)                 // row: Client.Send
	cl.SendWithContext(ctx, m) // row: Client.SendWithContext
}

func mailgunSends(ctx context.Context, mg mailgun.Mailgun, m *mailgun.Message) {
	mailgun.NewMailgun("example.com", "key").Send(ctx, m) // row: MailgunImpl.Send
	mg.Send(ctx, m)                                       // row: Mailgun.Send
}

func resendSends(ctx context.Context, impl *resend.EmailsSvcImpl, orderID string) {
	c := resend.NewClient("key")
	req := &resend.SendEmailRequest{To: []string{"a@example.com"}}
	c.Emails.Send(req)                 // row: EmailsSvc.Send
	c.Emails.SendWithContext(ctx, req) // row: EmailsSvc.SendWithContext
	opts := &resend.SendEmailOptions{}
	opts.IdempotencyKey = "receipt-" + orderID // row: SendEmailOptions.IdempotencyKey
	c.Emails.SendWithOptions(ctx, req, opts)   // row: EmailsSvc.SendWithOptions
	impl.Send(req)                             // row: EmailsSvcImpl.Send
	impl.SendWithContext(ctx, req)             // row: EmailsSvcImpl.SendWithContext
	impl.SendWithOptions(ctx, req, opts)       // row: EmailsSvcImpl.SendWithOptions
}

func twilioSends(api *twilio.ApiService) {
	api.CreateMessage(&twilio.CreateMessageParams{}) // row: ApiService.CreateMessage
	api.CreateCall(&twilio.CreateCallParams{})       // row: ApiService.CreateCall
}
