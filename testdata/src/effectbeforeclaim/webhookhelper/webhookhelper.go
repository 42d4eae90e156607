// Package webhookhelper receives Stripe webhooks verified by a helper of
// another package that takes the body bytes: the handler is a webhook
// handler all the same.
package webhookhelper

import (
	"io"
	"net/http"
	"net/smtp"

	"example.com/stripehook"
)

// Bad: each redelivery of the event sends the email again.
func Paid(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ev, err := stripehook.Verify(body, r.Header.Get("Stripe-Signature"))
	if err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{ev.ID}, nil) // want `smtp.SendMail runs in a handler that records no claim`
}

// Good: an ordinary endpoint that verifies nothing is not a webhook
// handler.
func Contact(w http.ResponseWriter, r *http.Request) {
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{r.FormValue("to")}, nil)
}

// Sink hands a prober the webhooks the service sends it.
type Sink interface {
	Await(to string) (body []byte, sig string, err error)
}

// Good: a prober sends a test email, then verifies the webhook the
// service sends back about it: the email is sent once per probe, before
// anything is received.
func probe(sink Sink) error {
	if err := smtp.SendMail("mail:25", nil, "probe@example.com", []string{"success@example.com"}, nil); err != nil {
		return err
	}
	body, sig, err := sink.Await("success@example.com")
	if err != nil {
		return err
	}
	_, err = stripehook.Verify(body, sig)
	return err
}

// verifyAndMail verifies the event, then emails about it.
func verifyAndMail(body []byte, sig string) error {
	ev, err := stripehook.Verify(body, sig)
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{ev.ID}, nil) // want `smtp.SendMail runs in a handler that records no claim`
}

// Bad, reported in the helper: the helper that verifies is the one that
// emails, after it verified.
func Refunded(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if err := verifyAndMail(body, r.Header.Get("Stripe-Signature")); err != nil {
		http.Error(w, "bad signature", http.StatusBadRequest)
	}
}

// Bad: a router whose other branch verifies in a way the analysis does not
// see: the email on it is still the delivery's.
func Router(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.Header.Get("Stripe-Signature") != "" {
		if _, err := stripehook.Verify(body, r.Header.Get("Stripe-Signature")); err != nil {
			http.Error(w, "bad signature", http.StatusBadRequest)
		}
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{"ops@example.com"}, body) // want `smtp.SendMail runs in a handler that records no claim`
}
