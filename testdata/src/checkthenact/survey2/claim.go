package survey2

import (
	"database/sql"
	"errors"
)

// createWithEnclosure inserts an entry and claims its enclosure elsewhere.
func createWithEnclosure(tx *sql.Tx, feedID int64, hash string) error {
	if _, err := tx.Exec(`INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, feedID, hash); err != nil {
		return err
	}
	res, err := tx.Exec(`INSERT INTO enclosures (hash) VALUES ($1) ON CONFLICT DO NOTHING`, hash)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		return errors.New("enclosure exists")
	}
	return err
}

// Bad: a claim on another table does not make the entry check atomic
// (missed before: miniflux storage/entry.go).
func refresh(tx *sql.Tx, feedID int64, hash string) error {
	var n int
	if err := tx.QueryRow(`SELECT count(*) FROM entries WHERE feed_id = $1 AND hash = $2`, feedID, hash).Scan(&n); err != nil { // want `tx.QueryRow decides whether createWithEnclosure at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	return createWithEnclosure(tx, feedID, hash)
}
