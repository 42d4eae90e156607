// Package feedsvc checks and then creates through package feedstore,
// whose creates write rows of several tables: the check's table is the
// one the schema is read of.
package feedsvc

import (
	"errors"

	"checkthenact/schema/feedstore"
)

type Handler struct{ store *feedstore.Store }

// Note: feeds' UNIQUE (user_id, feed_url) covers the check; CreateFeed
// writes tags too.
func (h *Handler) Subscribe(userID int64, url string) error {
	if h.store.FeedExists(userID, url) { // want `h.store.FeedExists decides whether h.store.CreateFeed at line \d+ runs; a concurrent duplicate fails on the unique constraint on feeds \(user_id, feed_url\) and this code returns the error`
		return errors.New("already subscribed")
	}
	return h.store.CreateFeed(userID, url, "", nil)
}

// Bad: nothing unique covers feeds (user_id, title).
func (h *Handler) SubscribeByTitle(userID int64, url, title string) error {
	if h.store.TitleExists(userID, title) { // want `h.store.TitleExists decides whether h.store.CreateFeed at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers feeds \(user_id, title\)$`
		return errors.New("already subscribed")
	}
	return h.store.CreateFeed(userID, url, title, nil)
}

// Note: the check and the insert fold the email alike; users_email_key
// covers it.
func (h *Handler) Register(email, name string) error {
	if h.store.EmailTaken(email) { // want `h.store.EmailTaken decides whether h.store.CreateUser at line \d+ runs; a concurrent duplicate fails on unique index users_email_key and this code returns the error`
		return errors.New("taken")
	}
	_, err := h.store.CreateUser(email, name)
	return err
}

// Bad: folded alike, but nothing unique covers users (name).
func (h *Handler) RegisterByName(email, name string) error {
	if h.store.NameTaken(name) { // want `h.store.NameTaken decides whether h.store.CreateUser at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers users \(name\)$`
		return errors.New("taken")
	}
	_, err := h.store.CreateUser(email, name)
	return err
}

// Bad, with nothing said of the schema: the insert's columns come from a
// map built elsewhere, so whether a uniqueness of users covers what it
// binds is not known.
func (h *Handler) RegisterMapped(name string, fields map[string]interface{}) error {
	if h.store.NameTaken(name) { // want `h.store.NameTaken decides whether h.store.CreateUserFrom at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
		return errors.New("taken")
	}
	return h.store.CreateUserFrom(fields)
}
