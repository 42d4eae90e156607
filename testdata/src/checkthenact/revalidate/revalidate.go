// Package revalidate: a create helper that looks up what it is about to
// create before it inserts (the name not taken) races on its own, and is
// reported inside; a caller's check of the same thing before the call
// decides nothing the helper does not decide again.
package revalidate

import "database/sql"

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
	if s.nameTaken(name) { // want `s.nameTaken decides whether s.db.Exec at line \d+ runs`
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
