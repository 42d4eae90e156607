// Package survey2 holds the shapes of the false positives (and one missed
// finding) from the second survey of real modules (miniflux, dendrite,
// go-workflows, neoq, dbos), each beside a reported counterpart.
package survey2

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/http"
	"os/exec"
	"strings"
)

type Store struct{ db *sql.DB }

func (s *Store) FeedExists(userID, feedID int64) (bool, error) {
	var ok bool
	err := s.db.QueryRow(`SELECT true FROM feeds WHERE user_id = $1 AND id = $2`, userID, feedID).Scan(&ok)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return false, err
	}
	return ok, nil
}

func (s *Store) RemoveFeed(userID, feedID int64) error {
	_, err := s.db.Exec(`DELETE FROM feeds WHERE id = $1 AND user_id = $2`, feedID, userID)
	return err
}

func (s *Store) AddFeed(userID, feedID int64) error {
	_, err := s.db.Exec(`INSERT INTO feeds (id, user_id) VALUES ($1, $2)`, feedID, userID)
	return err
}

// Good: 404 when missing, else delete through a wrapper: deleting twice is
// harmless (miniflux).
func (s *Store) RemoveHandler(w http.ResponseWriter, userID, feedID int64) {
	exists, err := s.FeedExists(userID, feedID)
	if err != nil || !exists {
		w.WriteHeader(404)
		return
	}
	if err := s.RemoveFeed(userID, feedID); err != nil {
		w.WriteHeader(500)
	}
}

// Bad: exists, else insert through a wrapper.
func (s *Store) AddHandler(w http.ResponseWriter, userID, feedID int64) {
	exists, err := s.FeedExists(userID, feedID) // want `s.FeedExists decides whether s.AddFeed at line \d+ runs`
	if err != nil || exists {
		return
	}
	if err := s.AddFeed(userID, feedID); err != nil {
		w.WriteHeader(500)
	}
}

// Good: a migration seeds a table from an aggregate; no key is looked up
// (dendrite).
func Up(tx *sql.Tx) error {
	var maxOffset int64
	var userID string
	_ = tx.QueryRow(`SELECT user_id, MAX(log_offset) FROM key_changes GROUP BY user_id`).Scan(&userID, &maxOffset)
	if userID != "" {
		_, err := tx.Exec(`INSERT INTO key_changes (change_id, user_id) VALUES ($1, $2)`, maxOffset, userID)
		return err
	}
	return nil
}

// Good: the NOT EXISTS guard reads a tombstone table, not the target
// (miniflux).
func CreateEntry(tx *sql.Tx, feedID int64, hash string) (int64, error) {
	var id int64
	err := tx.QueryRow(`INSERT INTO entries (feed_id, hash) SELECT $1, $2
		WHERE NOT EXISTS (SELECT 1 FROM entry_tombstones WHERE feed_id = $1 AND hash = $2) RETURNING id`, feedID, hash).Scan(&id)
	return id, err
}

// Good: no session: a new one under a freshly minted key, not the checked
// one (miniflux).
func (s *Store) Session(r *http.Request) (string, error) {
	c, err := r.Cookie("sid")
	if err != nil {
		return "", err
	}
	var id string
	err = s.db.QueryRow(`SELECT id FROM web_sessions WHERE id = $1`, c.Value).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		b := make([]byte, 16)
		rand.Read(b)
		id = hex.EncodeToString(b)
		_, err = s.db.Exec(`INSERT INTO web_sessions (id) VALUES ($1)`, id)
	}
	return id, err
}

// getOrCreate checks then inserts; its own race is reported here, and its
// result is a write's outcome for its callers, not a check.
func (s *Store) getOrCreate(tx *sql.Tx, feedID int64, hash string) (int64, error) {
	var id int64
	err := tx.QueryRow(`SELECT id FROM entries WHERE feed_id = $1 AND hash = $2`, feedID, hash).Scan(&id) // want `tx.QueryRow decides whether tx.QueryRow at line \d+ runs`
	if errors.Is(err, sql.ErrNoRows) {
		err = tx.QueryRow(`INSERT INTO entries (feed_id, hash) VALUES ($1, $2) RETURNING id`, feedID, hash).Scan(&id)
	}
	return id, err
}

// Good: the caller branches on the get-or-create's outcome.
func (s *Store) Touch(tx *sql.Tx, feedID int64, hash string) error {
	id, err := s.getOrCreate(tx, feedID, hash)
	if err != nil {
		return err
	}
	if id > 0 {
		_, err = tx.Exec(`UPDATE entries SET seen = true WHERE id = $1`, id)
	}
	return err
}

// counter and feed read two tables; a caller testing the result cannot be
// tied to either.
func (s *Store) feedWithCounter(feedID int64) (int64, int, error) {
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM entries WHERE feed_id = $1`, feedID).Scan(&n); err != nil {
		return 0, 0, err
	}
	var id int64
	err := s.db.QueryRow(`SELECT id FROM feeds WHERE id = $1`, feedID).Scan(&id)
	return id, n, err
}

// Good: validation of a feed, then an update of an entry.
func (s *Store) Scrape(feedID, entryID int64, title string) error {
	id, _, err := s.feedWithCounter(feedID)
	if err != nil || id == 0 {
		return err
	}
	if _, err := http.Post("https://example.com/scrape", "text/plain", strings.NewReader(title)); err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO entries (id, title) VALUES ($1, $2)`, entryID, title)
	return err
}

// Minifier has two implementations, one of which runs a command.
type Minifier interface{ Minify(string) string }

type inMemory struct{}

func (inMemory) Minify(s string) string { return strings.TrimSpace(s) }

type command struct{ name string }

func (c command) Minify(s string) string {
	out, _ := exec.Command(c.name, s).Output()
	return string(out)
}

// Good: a call through the interface is not known to run the command.
func (s *Store) Reformat(m Minifier, id int64) error {
	var content string
	err := s.db.QueryRow(`SELECT content FROM pages WHERE id = $1`, id).Scan(&content)
	if err == sql.ErrNoRows {
		return nil
	}
	out := m.Minify(content)
	_, err = s.db.Exec(`UPDATE pages SET content = $1 WHERE id = $2`, out, id)
	return err
}

type session struct{ ID string }

func (s *Store) load(r *http.Request) (*session, error) {
	c, err := r.Cookie("sid")
	if err != nil {
		return nil, nil
	}
	var sess session
	err = s.db.QueryRow(`SELECT id FROM web_sessions WHERE id = $1`, c.Value).Scan(&sess.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &sess, err
}

// Good: the minted key reaches the INSERT through a struct field.
func (s *Store) Middleware(w http.ResponseWriter, r *http.Request) {
	sess, err := s.load(r)
	if err != nil {
		w.WriteHeader(500)
		return
	}
	if sess == nil {
		b := make([]byte, 16)
		rand.Read(b)
		sess = &session{ID: hex.EncodeToString(b)}
		if _, err := s.db.Exec(`INSERT INTO web_sessions (id) VALUES ($1)`, sess.ID); err != nil {
			w.WriteHeader(500)
		}
	}
}

type feed struct{ ID int64 }

func (s *Store) FeedByID(id int64) (*feed, error) {
	var f feed
	err := s.db.QueryRow(`SELECT id FROM feeds WHERE id = $1`, id).Scan(&f.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &f, err
}

func (s *Store) UpdateFeed(f *feed) error {
	_, err := s.db.Exec(`UPDATE feeds SET checked_at = now() WHERE id = $1`, f.ID)
	return err
}

// Good: the feed must exist; then it is refreshed, announced and updated
// (miniflux RefreshFeed): the read validates, it does not deduplicate.
func (s *Store) Refresh(id int64) error {
	f, err := s.FeedByID(id)
	if err != nil {
		return err
	}
	if f == nil {
		return errors.New("no such feed")
	}
	if _, err := http.Post("https://hooks.example/feed", "text/plain", nil); err != nil {
		return err
	}
	return s.UpdateFeed(f)
}

// Bad: the same shape deciding on "not found" creates what the read looked for.
func (s *Store) Subscribe(id int64) error {
	f, err := s.FeedByID(id) // want `s.FeedByID decides whether http.Post at line \d+ runs`
	if err != nil || f != nil {
		return err
	}
	if _, err := http.Post("https://hooks.example/feed", "text/plain", nil); err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO feeds (id) VALUES ($1)`, id)
	return err
}

// createSession mints the session's key itself.
func (s *Store) createSession() (string, error) {
	b := make([]byte, 16)
	rand.Read(b)
	id := hex.EncodeToString(b)
	_, err := s.db.Exec(`INSERT INTO web_sessions (id) VALUES ($1)`, id)
	return id, err
}

// Good: no session: a wrapper creates one under a key it mints (miniflux).
func (s *Store) MiddlewareViaWrapper(w http.ResponseWriter, r *http.Request) {
	sess, err := s.load(r)
	if err != nil || sess != nil {
		return
	}
	if _, err := s.createSession(); err != nil {
		w.WriteHeader(500)
	}
}

func newSession() *session {
	b := make([]byte, 16)
	rand.Read(b)
	return &session{ID: hex.EncodeToString(b)}
}

func (s *Store) saveSession(sess *session) error {
	_, err := s.db.Exec(`INSERT INTO web_sessions (id) VALUES ($1)`, sess.ID)
	return err
}

// Good: the key is minted by one function and stored by another (miniflux
// model.NewWebSession, store.CreateWebSession).
func (s *Store) MiddlewareMintedElsewhere(w http.ResponseWriter, r *http.Request) {
	sess, err := s.load(r)
	if err != nil || sess != nil {
		return
	}
	if err := s.saveSession(newSession()); err != nil {
		w.WriteHeader(500)
	}
}

func (s *Store) anotherFeedURLExists(id int64, url string) bool {
	var ok bool
	s.db.QueryRow(`SELECT true FROM feeds WHERE id <> $1 AND url = $2`, id, url).Scan(&ok)
	return ok
}

func (s *Store) markFeedError(id int64) error {
	_, err := s.db.Exec(`INSERT INTO feeds (id, error) VALUES ($1, true)`, id)
	return err
}

// Good: a duplicate found is recorded as an error of this feed; the
// refresh goes on otherwise (miniflux RefreshFeed).
func (s *Store) RefreshURL(id int64, url string) error {
	if s.anotherFeedURLExists(id, url) {
		return s.markFeedError(id)
	}
	_, err := http.Post("https://hooks.example/feed", "text/plain", nil)
	return err
}

// Good: the loop over the rows read ends on every run; what follows it is
// not decided by the read (dendrite's migration merging duplicates).
func merge(tx *sql.Tx, dupeIDs []string) error {
	for _, id := range dupeIDs {
		rows, err := tx.Query(`SELECT nids FROM previous_events WHERE previous_event_id = $1`, id)
		if err != nil {
			return err
		}
		var all []int64
		for rows.Next() {
			var n int64
			if err := rows.Scan(&n); err != nil {
				return err
			}
			all = append(all, n)
		}
		if _, err := tx.Exec(`DELETE FROM previous_events WHERE previous_event_id = $1`, id); err != nil {
			return err
		}
		if _, err := tx.Exec(`INSERT INTO previous_events (previous_event_id, n) VALUES ($1, $2)`, id, len(all)); err != nil {
			return err
		}
	}
	return nil
}
