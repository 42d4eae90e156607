// Package foundabove: a handler that finds the caller's own row, tests
// what it holds on the side where it was found, and writes another row —
// sphinx-tribes' DeleteTicketByAdmin.
package foundabove

import (
	"net/http"
	"os"
	"slices"
	"strings"

	"checkthenact/foundabove/db"
)

func isAdmin(pubkey string) bool {
	return slices.Contains(strings.Split(os.Getenv("ADMIN_PUBKEYS"), ","), pubkey)
}

// Good: the caller's row found, then its owner tested — on the side where
// it exists — and the row written the one read after them: the tests
// validate the caller.
func DeleteTicket(w http.ResponseWriter, r *http.Request) {
	caller := r.Header.Get("X-Pubkey")
	existing := db.DB.PersonByPubkey(caller)
	if existing.ID == 0 {
		w.WriteHeader(http.StatusUnauthorized)
		return
	} else if isAdmin(existing.OwnerPubKey) == false {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	person := db.DB.PersonByPubkey(r.URL.Query().Get("pubkey"))
	if person.ID == 0 {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	delete(person.Extras, "wanted")
	if _, err := db.DB.SavePerson(person); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// Bad: the owner tested with no test of the row's existence above it: a
// person not there reads as no admin, and two concurrent requests both
// create the row.
func Promote(w http.ResponseWriter, r *http.Request) {
	pubkey := r.Header.Get("X-Pubkey")
	p := db.DB.PersonByPubkey(pubkey) // want `db.DB.PersonByPubkey decides whether db.DB.SavePerson at line \d+ runs`
	if !isAdmin(p.OwnerPubKey) {
		p.OwnerPubKey = pubkey
		if _, err := db.DB.SavePerson(p); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
}

func ok(w http.ResponseWriter, err error) bool {
	if err != nil {
		w.WriteHeader(http.StatusInternalServerError)
		return false
	}
	return true
}

// Bad: a helper's boolean of the read's error says it succeeded, not
// that the person was found; the create where none was (gotify's
// CreateUser).
func Register(w http.ResponseWriter, r *http.Request) {
	pubkey := r.Header.Get("X-Pubkey")
	existing, err := db.DB.FindPerson(pubkey) // want `db.DB.FindPerson decides whether db.DB.SavePerson at line \d+ runs`
	if !ok(w, err) {
		return
	}
	if existing == nil {
		if _, err := db.DB.SavePerson(db.Person{OwnerPubKey: pubkey}); err != nil {
			w.WriteHeader(http.StatusBadRequest)
		}
	}
}
