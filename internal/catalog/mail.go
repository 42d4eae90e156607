package catalog

// Email and SMS providers: each send is an irreversible EFFECT. Resend
// takes an idempotency key in its options (a KEY SINK).
var mail = concat(
	// gopkg.in/gomail.v2 v2.0.0-20160411212932-81ebce5c23df.
	doing("send the email", []Row{
		{Path: "gopkg.in/gomail.v2", Recv: "Dialer", Name: "DialAndSend", Role: Effect},
		{Path: "gopkg.in/gomail.v2", Name: "Send", Role: Effect},
	}),
	// github.com/ory/mail/v3 v3.0.0, a gomail fork whose sends take a
	// context.
	doing("send the email", []Row{
		{Path: "github.com/ory/mail", Recv: "Dialer", Name: "DialAndSend", Role: Effect},
		{Path: "github.com/ory/mail", Name: "Send", Role: Effect},
	}),
	// github.com/wneessen/go-mail v0.8.1.
	doing("send the email", []Row{
		{Path: "github.com/wneessen/go-mail", Recv: "Client", Name: "DialAndSend", Role: Effect},
		{Path: "github.com/wneessen/go-mail", Recv: "Client", Name: "DialAndSendWithContext", Role: Effect},
		{Path: "github.com/wneessen/go-mail", Recv: "Client", Name: "Send", Role: Effect},
	}),
	// github.com/sendgrid/sendgrid-go v3.16.1.
	doing("send the email", []Row{
		{Path: "github.com/sendgrid/sendgrid-go", Recv: "Client", Name: "Send", Role: Effect},
		{Path: "github.com/sendgrid/sendgrid-go", Recv: "Client", Name: "SendWithContext", Role: Effect},
	}),
	// github.com/mailgun/mailgun-go/v4 v4.23.0: the implementation and the
	// interface programs hold it by.
	doing("send the email", []Row{
		{Path: "github.com/mailgun/mailgun-go", Recv: "MailgunImpl", Name: "Send", Role: Effect},
		{Path: "github.com/mailgun/mailgun-go", Recv: "Mailgun", Name: "Send", Role: Effect},
	}),
	// github.com/resend/resend-go/v2 v2.28.0: client.Emails is an EmailsSvc.
	doing("send the email", []Row{
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvcImpl", Name: "Send", Role: Effect},
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvcImpl", Name: "SendWithContext", Role: Effect},
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvcImpl", Name: "SendWithOptions", Role: Effect},
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvc", Name: "Send", Role: Effect},
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvc", Name: "SendWithContext", Role: Effect},
		{Path: "github.com/resend/resend-go", Recv: "EmailsSvc", Name: "SendWithOptions", Role: Effect},
	}),
	[]Row{
		{Path: "github.com/resend/resend-go", Recv: "SendEmailOptions", Name: "IdempotencyKey", Object: Field, Role: KeySink},
	},
	// github.com/mailjet/mailjet-apiv3-go/v4 v4.0.9: the Send API (v3 and
	// v3.1) and its SMTP relay; Mailjet takes no idempotency key.
	doing("send the email", []Row{
		{Path: "github.com/mailjet/mailjet-apiv3-go", Recv: "Client", Name: "SendMail", Role: Effect},
		{Path: "github.com/mailjet/mailjet-apiv3-go", Recv: "Client", Name: "SendMailV31", Role: Effect},
		{Path: "github.com/mailjet/mailjet-apiv3-go", Recv: "Client", Name: "SendMailSMTP", Role: Effect},
	}),
	// github.com/mrz1836/postmark v1.7.4: Postmark takes no idempotency key.
	doing("send the email", []Row{
		{Path: "github.com/mrz1836/postmark", Recv: "Client", Name: "SendEmail", Role: Effect},
		{Path: "github.com/mrz1836/postmark", Recv: "Client", Name: "SendEmailBatch", Role: Effect},
		{Path: "github.com/mrz1836/postmark", Recv: "Client", Name: "SendTemplatedEmail", Role: Effect},
		{Path: "github.com/mrz1836/postmark", Recv: "Client", Name: "SendTemplatedEmailBatch", Role: Effect},
	}),
	// github.com/twilio/twilio-go v1.31.0, package rest/api/v2010 (Canonical
	// reads v2010 as a major version element).
	doing("send the SMS", []Row{
		{Path: "github.com/twilio/twilio-go/rest/api", Recv: "ApiService", Name: "CreateMessage", Role: Effect},
	}),
	doing("place the call", []Row{
		{Path: "github.com/twilio/twilio-go/rest/api", Recv: "ApiService", Name: "CreateCall", Role: Effect},
	}),
)
