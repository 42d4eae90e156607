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
