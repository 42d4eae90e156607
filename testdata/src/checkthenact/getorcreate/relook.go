package getorcreate

import (
	"database/sql"
	"errors"
)

var errDuplicate = errors.New("duplicate source")

// urlExists reports whether a source with the url is stored.
func urlExists(db *sql.DB, url string) bool {
	var one int
	return db.QueryRow("SELECT 1 FROM sources WHERE url = $1", url).Scan(&one) == nil
}

// Good: a failed insert looks the url up again, and a source a
// concurrent call stored first is a duplicate (kandev's source store).
func addSource(db *sql.DB, url string) error {
	if urlExists(db, url) {
		return errDuplicate
	}
	if _, err := db.Exec("INSERT INTO sources (url) VALUES ($1)", url); err != nil {
		if urlExists(db, url) {
			return errDuplicate
		}
		return err
	}
	return nil
}

// Bad: a failed insert looks another url up.
func addMirror(db *sql.DB, url, mirror string) error {
	if urlExists(db, url) { // want `urlExists decides whether db.Exec at line \d+ runs`
		return errDuplicate
	}
	if _, err := db.Exec("INSERT INTO sources (url) VALUES ($1)", url); err != nil {
		if urlExists(db, mirror) {
			return errDuplicate
		}
		return err
	}
	return nil
}
