// Package revalidate: a create helper that looks up what it is about to
// create before it inserts (the name not taken), under a unique
// constraint that fails its concurrent duplicate, races on its own, and
// is reported inside; a caller's check of the same thing before the call
// decides nothing the helper does not decide again. A helper whose
// duplicate would be a second row (apigee/registry's createApi) races
// with its caller's check as well.
package revalidate

import (
	"database/sql"
	"net/http"
	"strings"
)

// TakenError says the name is taken.
type TakenError struct{ Name string }

func (e TakenError) Error() string { return e.Name + " is taken" }

type Store struct{ db *sql.DB }

func (s *Store) NameUsed(name string) (bool, error) {
	var n int
	err := s.db.QueryRow(`SELECT count(*) FROM profiles WHERE lower_name = $1`, name).Scan(&n)
	return n > 0, err
}

func (s *Store) EmailUsed(email string) (bool, error) {
	var n int
	err := s.db.QueryRow(`SELECT count(*) FROM profiles WHERE email = $1`, email).Scan(&n)
	return n > 0, err
}

func (s *Store) nameTaken(name string) bool {
	used, _ := s.NameUsed(name)
	return used
}

func (s *Store) Create(name, email string) error {
	if s.nameTaken(name) { // want `s.nameTaken decides whether s.db.Exec at line \d+ runs; a concurrent duplicate fails on the unique constraint on profiles \(lower_name\)`
		return TakenError{Name: name}
	}
	_, err := s.db.Exec(`INSERT INTO profiles (lower_name, email) VALUES ($1, $2)`, name, email)
	return err
}

// Good: Create looks the name up again before it inserts.
func register(s *Store, name, email string) error {
	used, err := s.NameUsed(name)
	if err != nil || used {
		return err
	}
	return s.Create(name, email)
}

// Bad: Create does not look the email up.
func invite(s *Store, name, email string) error {
	used, err := s.EmailUsed(email) // want `s.EmailUsed decides whether s.Create at line \d+ runs`
	if err != nil || used {
		return err
	}
	return s.Create(name, email)
}

type Specs struct{ db *sql.DB }

func (s *Specs) Get(name string) (string, error) {
	var body string
	err := s.db.QueryRow(`SELECT body FROM specs WHERE name = $1`, name).Scan(&body)
	return body, err
}

func (s *Specs) create(name, body string) error {
	if _, err := s.Get(name); err == nil { // want `s.Get decides whether s.db.Exec at line \d+ runs`
		return TakenError{Name: name}
	}
	_, err := s.db.Exec(`INSERT INTO specs (name, body) VALUES ($1, $2)`, name, body)
	return err
}

// Bad: nothing fails the second row; the caller's lookup races with the
// helper's insert as much as the helper's own.
func (s *Specs) Update(name, body string, allowMissing bool) error {
	if _, err := s.Get(name); err == sql.ErrNoRows && allowMissing { // want `s.Get decides whether s.create at line \d+ runs`
		return s.create(name, body)
	} else if err != nil {
		return err
	}
	_, err := s.db.Exec(`UPDATE specs SET body = $2 WHERE name = $1`, name, body)
	return err
}

type APIs struct{ db *sql.DB }

func (s *APIs) Get(name string) (string, error) {
	var body string
	err := s.db.QueryRow(`SELECT body FROM apis WHERE name = $1`, name).Scan(&body)
	return body, err
}

// save updates the row, and creates it only when the update touched
// none: an upsert, whose concurrent duplicate overwrites the first row
// instead of failing on the primary key.
func (s *APIs) save(name, body string) error {
	res, err := s.db.Exec(`UPDATE apis SET body = $2 WHERE name = $1`, name, body) // want `s.db.Exec decides whether s.db.Exec at line \d+ runs; a concurrent duplicate fails on the primary key of apis \(name\)`
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO apis (name, body) VALUES ($1, $2)`, name, body)
	return err
}

func (s *APIs) create(name, body string) error {
	if _, err := s.Get(name); err == nil { // want `s.Get decides whether http.Post at line \d+ runs; two concurrent calls can both pass the check and both send the request`
		return TakenError{Name: name}
	}
	if err := s.save(name, body); err != nil {
		return err
	}
	_, err := http.Post("https://hooks.example.com/created", "text/plain", strings.NewReader(name))
	return err
}

// Bad: apigee/registry's UpdateApi with allow_missing. The create helper
// looks the name up again, but its save overwrites: nothing fails the
// second caller, and both run as creates.
func (s *APIs) Update(name, body string, allowMissing bool) error {
	if _, err := s.Get(name); err == sql.ErrNoRows && allowMissing { // want `s.Get decides whether s.create at line \d+ runs`
		return s.create(name, body)
	} else if err != nil {
		return err
	}
	return s.save(name, body)
}
