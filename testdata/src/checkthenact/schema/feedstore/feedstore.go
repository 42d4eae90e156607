// Package feedstore wraps the feeds and users tables with creates that
// write rows of more than one table, as a feed reader's storage does.
package feedstore

import "database/sql"

type Store struct{ db *sql.DB }

// FeedExists looks feeds up by (user_id, feed_url), which the table's
// UNIQUE (user_id, feed_url) covers.
func (s *Store) FeedExists(userID int64, url string) bool {
	var found bool
	s.db.QueryRow(`SELECT true FROM feeds WHERE user_id=$1 AND feed_url=$2 LIMIT 1`, userID, url).Scan(&found)
	return found
}

// TitleExists looks feeds up by (user_id, title), which nothing unique
// covers.
func (s *Store) TitleExists(userID int64, title string) bool {
	var found bool
	s.db.QueryRow(`SELECT true FROM feeds WHERE user_id=$1 AND title=$2 LIMIT 1`, userID, title).Scan(&found)
	return found
}

// CreateFeed inserts the feed, then a row of another table for each of
// its tags: a create of feeds and tags.
func (s *Store) CreateFeed(userID int64, url, title string, tags []string) error {
	var id int64
	err := s.db.QueryRow(`INSERT INTO feeds (user_id, feed_url, title) VALUES ($1, $2, $3) RETURNING id`, userID, url, title).Scan(&id)
	if err != nil {
		return err
	}
	for _, t := range tags {
		if _, err := s.db.Exec(`INSERT INTO tags (name) VALUES ($1)`, t); err != nil {
			return err
		}
	}
	return nil
}

// EmailTaken looks users up by their email folded to lower case.
func (s *Store) EmailTaken(email string) bool {
	var found bool
	s.db.QueryRow(`SELECT true FROM users WHERE email=LOWER($1) LIMIT 1`, email).Scan(&found)
	return found
}

// NameTaken looks users up by their name folded to lower case, which
// nothing unique covers.
func (s *Store) NameTaken(name string) bool {
	var found bool
	s.db.QueryRow(`SELECT true FROM users WHERE name=LOWER($1) LIMIT 1`, name).Scan(&found)
	return found
}

// CreateUser inserts the user with its email folded as the checks fold
// it, and a default tag, in one transaction: a create of users and tags.
func (s *Store) CreateUser(email, name string) (int64, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return 0, err
	}
	var id int64
	if err := tx.QueryRow(`INSERT INTO users (email, name) VALUES (LOWER($1), LOWER($2)) RETURNING id`, email, name).Scan(&id); err != nil {
		tx.Rollback()
		return 0, err
	}
	if _, err := tx.Exec(`INSERT INTO tags (name) VALUES ($1)`, "all"); err != nil {
		tx.Rollback()
		return 0, err
	}
	return id, tx.Commit()
}
