// Package githubbot holds GitHub webhook handlers that comment on pull
// requests: syndesisio/pure-bot's status handler posted a comment on every
// delivery, so a redelivered webhook commented twice.
package githubbot

import (
	"database/sql"
	"net/http"
	"strings"

	"github.com/google/go-github/v84/github"
)

type bot struct {
	gh     *github.Client
	db     *sql.DB
	secret []byte
}

const marker = "<!-- failed-checks -->"

// Bad: every delivery comments.
func (b *bot) failedStatus(w http.ResponseWriter, r *http.Request) {
	payload, err := github.ValidatePayload(r, b.secret)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	body := marker + string(payload)
	if _, _, err := b.gh.Issues.CreateComment(r.Context(), "o", "r", 1, &github.IssueComment{Body: &body}); err != nil { // want `b.gh.Issues.CreateComment runs in a handler that records no claim and passes no idempotency key: each redelivery will post the comment again`
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// The fix the bot shipped: look for its comment first. A race remains
// (two deliveries can both find none), but the handler deduplicates:
// the no-claim rule is silent.
func (b *bot) failedStatusOnce(w http.ResponseWriter, r *http.Request) {
	payload, err := github.ValidatePayload(r, b.secret)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	comments, _, err := b.gh.Issues.ListComments(r.Context(), "o", "r", 1, nil)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	for _, c := range comments {
		if strings.HasPrefix(c.GetBody(), marker) {
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	body := marker + string(payload)
	if _, _, err := b.gh.Issues.CreateComment(r.Context(), "o", "r", 1, &github.IssueComment{Body: &body}); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Good: the delivery id is claimed before the review is posted.
func (b *bot) review(w http.ResponseWriter, r *http.Request) {
	if _, err := github.ValidatePayload(r, b.secret); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	res, err := b.db.Exec(`INSERT INTO deliveries (id) VALUES ($1) ON CONFLICT DO NOTHING`, github.DeliveryID(r))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	ev := github.Ptr("APPROVE")
	if _, _, err := b.gh.PullRequests.CreateReview(r.Context(), "o", "r", 1, &github.PullRequestReviewRequest{Event: ev}); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Bad: the check run is created before the delivery is recorded.
func (b *bot) checkRun(w http.ResponseWriter, r *http.Request) {
	if _, err := github.ValidatePayload(r, b.secret); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if _, _, err := b.gh.Checks.CreateCheckRun(r.Context(), "o", "r", github.CreateCheckRunOptions{Name: "lint", HeadSHA: "abc"}); err != nil { // want `b.gh.Checks.CreateCheckRun runs before the claim b.db.Exec at line \d+`
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if _, err := b.db.Exec(`INSERT INTO deliveries (id) VALUES ($1) ON CONFLICT DO NOTHING`, github.DeliveryID(r)); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
