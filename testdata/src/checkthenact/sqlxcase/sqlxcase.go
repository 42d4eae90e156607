// Package sqlxcase: dedup checks through sqlx.
package sqlxcase

import "github.com/jmoiron/sqlx"

// Bad: Get then MustExec.
func getThenExec(db *sqlx.DB, id string) {
	var n int
	if err := db.Get(&n, "SELECT count(*) FROM processed WHERE id = ?", id); err != nil { // want `db.Get decides whether db.MustExec at line \d+ runs`
		return
	}
	if n == 0 {
		db.MustExec("INSERT INTO processed (id) VALUES (?)", id)
	}
}

// Good: INSERT IGNORE with RowsAffected.
func insertIgnore(db *sqlx.DB, id string) bool {
	res := db.MustExec("INSERT IGNORE INTO processed (id) VALUES (?)", id)
	n, _ := res.RowsAffected()
	return n == 1
}
