// Package twochecks holds inserts that two lookups decide: the race is the
// last lookup's, reported once.
package twochecks

import (
	"database/sql"
	"net/http"
)

type api struct{ db *sql.DB }

// follow looks the remote user up by handle, then by actor, and inserts
// it when neither finds it: reported at the lookup by actor, the one the
// insert follows.
func (a *api) follow(w http.ResponseWriter, r *http.Request) {
	handle, actor := r.FormValue("handle"), r.FormValue("actor")
	var id int64
	if err := a.db.QueryRow(`SELECT id FROM remoteusers WHERE handle = ?`, handle).Scan(&id); err == nil {
		return
	}
	if err := a.db.QueryRow(`SELECT id FROM remoteusers WHERE actor_id = ?`, actor).Scan(&id); err == nil { // want `a.db.QueryRow decides whether a.db.Exec at line 24 runs; two concurrent requests can both pass the check and both insert the row`
		return
	}
	_, _ = a.db.Exec(`INSERT INTO remoteusers (actor_id, handle) VALUES (?, ?)`, actor, handle)
}

// tag decides two inserts, one per lookup: both reported.
func (a *api) tag(w http.ResponseWriter, r *http.Request) {
	name, post := r.FormValue("name"), r.FormValue("post")
	var id int64
	if err := a.db.QueryRow(`SELECT id FROM tags WHERE name = ?`, name).Scan(&id); err == sql.ErrNoRows { // want `a.db.QueryRow decides whether a.db.Exec at line 32 runs`
		_, _ = a.db.Exec(`INSERT INTO tags (name) VALUES (?)`, name)
	}
	if err := a.db.QueryRow(`SELECT id FROM post_tags WHERE post = ? AND name = ?`, post, name).Scan(&id); err == sql.ErrNoRows { // want `a.db.QueryRow decides whether a.db.Exec at line 35 runs`
		_, _ = a.db.Exec(`INSERT INTO post_tags (post, name) VALUES (?, ?)`, post, name)
	}
}
