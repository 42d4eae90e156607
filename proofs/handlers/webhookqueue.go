package handlers

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"io"
	"net/http"
)

// WebhookQueue receives signed webhooks (an HMAC of the body in
// X-Signature, checked by hand) and hands each verified event to a worker
// goroutine that stores it.
type WebhookQueue struct {
	Secret []byte
	Jobs   chan WebhookJob
}

// WebhookJob is an event handed to the worker; Done, when set, gets the
// outcome of storing it.
type WebhookJob struct {
	Body []byte
	Done chan error
}

// verified reads the body and checks its signature, answering 401 when it
// does not match.
func (q *WebhookQueue) verified(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "read", http.StatusBadRequest)
		return nil, false
	}
	mac := hmac.New(sha256.New, q.Secret)
	mac.Write(body)
	sig, err := hex.DecodeString(r.Header.Get("X-Signature"))
	if err != nil || !hmac.Equal(sig, mac.Sum(nil)) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return nil, false
	}
	return body, true
}

// ReceiveBuggy hands the event to the worker and answers 200 at once: if
// the worker then fails to store it, the sender, told it was received,
// never sends it again.
func (q *WebhookQueue) ReceiveBuggy(w http.ResponseWriter, r *http.Request) {
	body, ok := q.verified(w, r)
	if !ok {
		return
	}
	q.Jobs <- WebhookJob{Body: body}
	w.WriteHeader(http.StatusOK) // idemlint: want ackorder
}

// Receive waits for the worker to store the event, and answers 500 when it
// could not: the sender retries.
func (q *WebhookQueue) Receive(w http.ResponseWriter, r *http.Request) {
	body, ok := q.verified(w, r)
	if !ok {
		return
	}
	done := make(chan error, 1)
	q.Jobs <- WebhookJob{Body: body, Done: done}
	if err := <-done; err != nil {
		http.Error(w, "try again", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK) // idemlint: ok
}

// WebhookWorker stores each job's event.
func WebhookWorker(ctx context.Context, db *sql.DB, jobs <-chan WebhookJob) {
	for j := range jobs {
		_, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, string(j.Body))
		if j.Done != nil {
			j.Done <- err
		}
	}
}
