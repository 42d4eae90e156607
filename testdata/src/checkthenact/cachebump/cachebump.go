// Package cachebump checks for a duplicate and creates the row, then bumps
// a cache version in Redis. The bump's key is a constant: it names no
// entity the check looked for, and is no act the check decides.
package cachebump

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/redis/go-redis/v9"
)

type Cache struct{ rdb *redis.Client }

// BumpVersion invalidates a namespace's cached pages.
func (c *Cache) BumpVersion(ctx context.Context, namespace string) error {
	return c.rdb.Incr(ctx, "version:"+namespace).Err()
}

type Handler struct {
	db    *sql.DB
	cache *Cache
}

// Bad: the duplicate check and the insert race; the report names the
// insert, not the cache bump.
func (h *Handler) Comment(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	post, body := r.FormValue("post"), r.FormValue("body")
	var dup bool
	if err := h.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM comments WHERE post_id = $1 AND body = $2)`, post, body).Scan(&dup); err != nil || dup { // want `h.db.QueryRowContext decides whether h.db.ExecContext at line 36 runs`
		w.WriteHeader(http.StatusConflict)
		return
	}
	if _, err := h.db.ExecContext(ctx, `INSERT INTO comments (post_id, body) VALUES ($1, $2)`, post, body); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	_ = h.cache.BumpVersion(ctx, "feed")
	w.WriteHeader(http.StatusCreated)
}

// Good: the post's type is validated; the status moves only from open;
// the cache bump is no act.
func (h *Handler) Answer(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	post := r.FormValue("post")
	var kind string
	if err := h.db.QueryRowContext(ctx, `SELECT kind FROM posts WHERE id = $1`, post).Scan(&kind); err != nil || kind != "question" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	_, _ = h.db.ExecContext(ctx, `UPDATE posts SET status = $1 WHERE id = $2 AND status = $3`, "discussing", post, "open")
	_ = h.cache.BumpVersion(ctx, "feed")
	w.WriteHeader(http.StatusCreated)
}

// Bad: the credit counter is keyed by the account the check looked at.
func (h *Handler) Credit(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	payment, account := r.FormValue("payment"), r.FormValue("account")
	var seen bool
	if err := h.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM credited WHERE payment_id = $1)`, payment).Scan(&seen); err != nil || seen { // want `h.db.QueryRowContext decides whether h.cache.rdb.IncrBy at line 67 runs`
		return
	}
	h.cache.rdb.IncrBy(ctx, "balance:"+account, 10)
	_, _ = h.db.ExecContext(ctx, `INSERT INTO credited (payment_id) VALUES ($1)`, payment)
}
