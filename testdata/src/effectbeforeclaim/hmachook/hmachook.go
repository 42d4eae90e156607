// Package hmachook receives webhooks whose signature the program checks
// by hand: an HMAC of the body compared with the one in a header. The
// handler is a webhook handler, redelivered until it answers 2xx.
package hmachook

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"io"
	"net/http"
	"net/smtp"
)

var secret = []byte("whsec")

// Bad: the signature is checked inline; each redelivery sends the email
// again.
func Inline(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "read", http.StatusBadRequest)
		return
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(r.Header.Get("X-Signature"))) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{"ops@example.com"}, body) // want `smtp.SendMail runs in a handler that records no claim`
}

// valid checks a body's signature, as its sender computed it over a
// timestamp and the body.
func valid(body []byte, ts, sig string) bool {
	mac := hmac.New(sha256.New, secret)
	io.WriteString(mac, ts+".")
	mac.Write(body)
	got, err := hex.DecodeString(sig)
	return err == nil && subtle.ConstantTimeCompare(got, mac.Sum(nil)) == 1
}

// Bad: a helper of the package given the body checks the signature.
func ViaHelper(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if !valid(body, r.Header.Get("X-Timestamp"), r.Header.Get("X-Signature")) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{"ops@example.com"}, body) // want `smtp.SendMail runs in a handler that records no claim`
}

// validToken checks a form's CSRF token: an HMAC of the session id, not of
// a body.
func validToken(session, token string) bool {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(session))
	return hmac.Equal([]byte(token), []byte(hex.EncodeToString(mac.Sum(nil))))
}

// Good: a contact form protected by a CSRF token is no webhook.
func Contact(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("session")
	if err != nil || !validToken(c.Value, r.FormValue("csrf")) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{r.FormValue("to")}, []byte(r.FormValue("text")))
}

// Good: a signed download link (an HMAC of the query) is no webhook.
func Download(w http.ResponseWriter, r *http.Request) {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(r.URL.Query().Get("file")))
	if !hmac.Equal(mac.Sum(nil), []byte(r.URL.Query().Get("sig"))) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{"ops@example.com"}, []byte("downloaded"))
}
