// Package minted: miniflux storage/feed.go CreateFeed. The feed's id is
// minted by this call's INSERT … RETURNING id and copied into each entry;
// the entry check (feed_id, hash) then looks up a key no other caller
// holds (doc: "a key minted in the function before the check").
package minted

import (
	"context"
	"database/sql"
)

type Entry struct {
	FeedID int64
	Hash   string
}

type Feed struct {
	ID      int64
	URL     string
	Entries []*Entry
}

func entryExists(ctx context.Context, tx *sql.Tx, e *Entry) (bool, error) {
	var ok bool
	err := tx.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1 AND hash=$2 LIMIT 1`, e.FeedID, e.Hash).Scan(&ok)
	if err != nil && err != sql.ErrNoRows {
		return false, err
	}
	return ok, nil
}

func createEntry(ctx context.Context, tx *sql.Tx, e *Entry) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, e.FeedID, e.Hash)
	return err
}

// Good: the key's feed_id was minted above by this call.
func CreateFeed(ctx context.Context, db *sql.DB, f *Feed) error {
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, f.URL).Scan(&f.ID); err != nil {
		return err
	}
	for _, e := range f.Entries {
		e.FeedID = f.ID
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		exists, err := entryExists(ctx, tx, e)
		if err != nil {
			tx.Rollback()
			return err
		}
		if !exists {
			if err := createEntry(ctx, tx, e); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// Variant: the minted id in a local passed as the wrapper's argument.
func CreateFeedLocal(ctx context.Context, db *sql.DB, url string, hashes []string) error {
	var id int64
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, url).Scan(&id); err != nil {
		return err
	}
	for _, h := range hashes {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		exists, err := entryExists(ctx, tx, &Entry{FeedID: id, Hash: h})
		if err != nil {
			return err
		}
		if !exists {
			if err := createEntry(ctx, tx, &Entry{FeedID: id, Hash: h}); err != nil {
				return err
			}
		}
		tx.Commit()
	}
	return nil
}

// Variant: inline check, key from the struct field set from the minted id.
func CreateFeedInline(ctx context.Context, db *sql.DB, f *Feed) error {
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, f.URL).Scan(&f.ID); err != nil {
		return err
	}
	for _, e := range f.Entries {
		e.FeedID = f.ID
		var ok bool
		err := db.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1 AND hash=$2`, e.FeedID, e.Hash).Scan(&ok)
		if err != nil && err != sql.ErrNoRows {
			return err
		}
		if !ok {
			if _, err := db.ExecContext(ctx, `INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, e.FeedID, e.Hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// Variant A: no loop, composite key (feed_id, hash), local minted id.
func VariantA(ctx context.Context, db *sql.DB, url, h string) error {
	var id int64
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, url).Scan(&id); err != nil {
		return err
	}
	var ok bool
	_ = db.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1 AND hash=$2`, id, h).Scan(&ok)
	if !ok {
		_, err := db.ExecContext(ctx, `INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, id, h)
		return err
	}
	return nil
}

// Variant B: no loop, single key through a struct field.
func VariantB(ctx context.Context, db *sql.DB, f *Feed) error {
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, f.URL).Scan(&f.ID); err != nil {
		return err
	}
	var ok bool
	_ = db.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1`, f.ID).Scan(&ok)
	if !ok {
		_, err := db.ExecContext(ctx, `INSERT INTO entries (feed_id) VALUES ($1)`, f.ID)
		return err
	}
	return nil
}

// Variant C: single local key, in a loop.
func VariantC(ctx context.Context, db *sql.DB, url string, n int) error {
	var id int64
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, url).Scan(&id); err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		var ok bool
		_ = db.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1`, id).Scan(&ok)
		if !ok {
			if _, err := db.ExecContext(ctx, `INSERT INTO entries (feed_id) VALUES ($1)`, id); err != nil {
				return err
			}
		}
	}
	return nil
}

func entryExists2(ctx context.Context, tx *sql.Tx, feedID int64, hash string) (bool, error) {
	var ok bool
	err := tx.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1 AND hash=$2 LIMIT 1`, feedID, hash).Scan(&ok)
	if err != nil && err != sql.ErrNoRows {
		return false, err
	}
	return ok, nil
}

// Variant D: scalar-parameter wrapper, local minted id.
func VariantD(ctx context.Context, db *sql.DB, url string, hashes []string) error {
	var id int64
	if err := db.QueryRowContext(ctx, `INSERT INTO feeds (url) VALUES ($1) RETURNING id`, url).Scan(&id); err != nil {
		return err
	}
	tx, _ := db.BeginTx(ctx, nil)
	exists, err := entryExists2(ctx, tx, id, hashes[0])
	if err != nil {
		return err
	}
	if !exists {
		_, err = tx.ExecContext(ctx, `INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, id, hashes[0])
	}
	return err
}

func stepsExist(ctx context.Context, db *sql.DB, runID int64) (bool, error) {
	var ok bool
	err := db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM run_steps WHERE run_id = $1)`, runID).Scan(&ok)
	return ok, err
}

// Variant E: single-key scalar wrapper, local minted id.
func VariantE(ctx context.Context, db *sql.DB, job string) error {
	var run int64
	if err := db.QueryRowContext(ctx, `INSERT INTO runs (job) VALUES ($1) RETURNING id`, job).Scan(&run); err != nil {
		return err
	}
	ok, err := stepsExist(ctx, db, run)
	if err != nil {
		return err
	}
	if !ok {
		_, err = db.ExecContext(ctx, `INSERT INTO run_steps (run_id, step) VALUES ($1, 1)`, run)
	}
	return err
}

// Bad: the same wrapper given a feed id the caller did not mint.
func AddEntry(ctx context.Context, db *sql.DB, feedID int64, hash string) error {
	tx, _ := db.BeginTx(ctx, nil)
	exists, err := entryExists2(ctx, tx, feedID, hash) // want `entryExists2 decides whether tx.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if err != nil {
		return err
	}
	if !exists {
		_, err = tx.ExecContext(ctx, `INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, feedID, hash)
	}
	return err
}

// Bad: inline, the key a field of a struct the caller filled.
func AddEntryInline(ctx context.Context, db *sql.DB, f *Feed) error {
	var ok bool
	_ = db.QueryRowContext(ctx, `SELECT true FROM entries WHERE feed_id=$1`, f.ID).Scan(&ok) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
	if !ok {
		_, err := db.ExecContext(ctx, `INSERT INTO entries (feed_id) VALUES ($1)`, f.ID)
		return err
	}
	return nil
}
