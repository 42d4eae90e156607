// Package inputlist: a read whose error test tells only its failure, then
// the work and a delete of what it read (gogs's UploadRepoFiles: the
// uploads the request names, committed, then deleted), against a one-time
// token found, used and deleted.
package inputlist

import (
	"database/sql"
	"net/smtp"
	"os/exec"
)

type Store struct{ db *sql.DB }

func (s *Store) uploads(batch string) ([]string, error) {
	rows, err := s.db.Query(`SELECT path FROM uploads WHERE batch = $1`, batch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var paths []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		paths = append(paths, p)
	}
	return paths, rows.Err()
}

// Good: the list is the work's input; deleting it afterwards is clean-up.
func (s *Store) Commit(batch string) error {
	paths, err := s.uploads(batch)
	if err != nil {
		return err
	}
	if err := exec.Command("git", append([]string{"add"}, paths...)...).Run(); err != nil {
		return err
	}
	_, err = s.db.Exec(`DELETE FROM uploads WHERE batch = $1`, batch)
	return err
}

// Bad: a one-time token found (its absence is the read's error), used,
// then deleted: two concurrent requests both find it and both mail.
func (s *Store) Redeem(token string) error {
	var email string
	err := s.db.QueryRow(`SELECT email FROM tokens WHERE token = $1`, token).Scan(&email) // want `s.db.QueryRow decides whether smtp.SendMail at line \d+ runs`
	if err != nil {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "app@example.com", []string{email}, []byte("welcome")); err != nil {
		return err
	}
	_, err = s.db.Exec(`DELETE FROM tokens WHERE token = $1`, token)
	return err
}
