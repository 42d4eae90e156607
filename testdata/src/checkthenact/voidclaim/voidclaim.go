// Package voidclaim holds acts that claim inside a helper returning
// nothing: the helper reads the claim's rows affected itself and answers
// the request, so the act is atomic whatever its caller reads.
package voidclaim

import (
	"context"
	"database/sql"
	"net/http"
	"net/smtp"
)

type API struct{ db *sql.DB }

// owner looks the message up and says why it cannot be acted on.
func (a *API) owner(ctx context.Context, id string) (string, string) {
	var owner string
	if err := a.db.QueryRowContext(ctx, `SELECT owner FROM messages WHERE id = $1`, id).Scan(&owner); err != nil {
		return "", "not found"
	}
	return owner, ""
}

// reject moves the message out of pending only if it still is, and
// answers the request by the rows it moved.
func (a *API) reject(w http.ResponseWriter, r *http.Request, id string) {
	res, err := a.db.ExecContext(r.Context(), `UPDATE messages SET status = 'rejected' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		http.Error(w, "already resolved", http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// Good: the lookup only finds whom to answer; the act's own UPDATE
// decides whether this request moved the message (e2a's magic-link
// reject).
func (a *API) HandleReject(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("id")
	if _, msg := a.owner(r.Context(), id); msg != "" {
		http.Error(w, msg, http.StatusNotFound)
		return
	}
	a.reject(w, r, id)
}

// approve moves the message out of pending without reading whether it
// did, and mails its owner.
func (a *API) approve(w http.ResponseWriter, r *http.Request, id, owner string) {
	if _, err := a.db.ExecContext(r.Context(), `UPDATE messages SET status = 'approved' WHERE id = $1 AND status = 'pending'`, id); err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	_ = smtp.SendMail("mail:25", nil, "noreply@example.com", []string{owner}, []byte("approved"))
	w.WriteHeader(http.StatusOK)
}

// Bad: two concurrent approvals both find the message and both mail its
// owner; the helper's UPDATE decides nothing.
func (a *API) HandleApprove(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("id")
	owner, msg := a.owner(r.Context(), id) // want `a.owner decides whether a.approve at line 71 runs; two concurrent requests can both pass the check and both send the email`
	if msg != "" {
		http.Error(w, msg, http.StatusNotFound)
		return
	}
	a.approve(w, r, id, owner)
}
