// Package commands: an external command is an EFFECT unless the program
// reads what it prints (writefreely's GetAPActorKeys generates a key pair
// with openssl genrsa when the lookup finds none; ffprobe before a
// processed marker).
package commands

import (
	"bufio"
	"bytes"
	"database/sql"
	"os/exec"
)

type Store struct{ db *sql.DB }

// call runs openssl and returns what it printed (writeas/openssl-go's Call).
func call(stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command("openssl", args...)
	out := &bytes.Buffer{}
	cmd.Stdin, cmd.Stdout = bytes.NewReader(stdin), out
	if err := cmd.Run(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func generateKeys() []byte {
	priv, err := call(nil, "genrsa", "2048")
	if err != nil {
		return nil
	}
	return priv
}

// Good: the key pair is computed by a command whose output is read; the
// upsert that stores it is naturally idempotent.
func (s *Store) Keys(id int64) ([]byte, error) {
	var priv []byte
	err := s.db.QueryRow(`SELECT private_key FROM collection_keys WHERE collection_id = $1`, id).Scan(&priv)
	if err == sql.ErrNoRows {
		priv = generateKeys()
		_, err = s.db.Exec(`INSERT INTO collection_keys (collection_id, private_key) VALUES ($1, $2) ON CONFLICT (collection_id) DO UPDATE SET private_key = EXCLUDED.private_key`, id, priv)
	}
	return priv, err
}

// Good: Output's result is the thumbnail.
func (s *Store) Thumbnail(id int64, path string) error {
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM thumbnails WHERE id = $1`, id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	png, err := exec.Command("convert", path, "png:-").Output()
	if err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO thumbnails (id, data) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`, id, png)
	return err
}

// Good: the program reads the command's output through a pipe.
func (s *Store) Probe(id int64, path string) error {
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM probes WHERE id = $1`, id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	cmd := exec.Command("ffprobe", "-show_format", path)
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(pipe)
	var format string
	for sc.Scan() {
		format += sc.Text()
	}
	if err := cmd.Wait(); err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO probes (id, format) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET format = EXCLUDED.format`, id, format)
	return err
}

// Bad: a command run for what it does.
func (s *Store) Announce(id int64, who string) error {
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM announcements WHERE id = $1`, id).Scan(&n); err != nil { // want `s.db.QueryRow decides whether exec.Command\(…\).Run at line \d+ runs; two concurrent calls can both pass the check and both run the command`
		return err
	}
	if n > 0 {
		return nil
	}
	if err := exec.Command("wall", "welcome "+who).Run(); err != nil {
		return err
	}
	_, err := s.db.Exec(`INSERT INTO announcements (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id`, id)
	return err
}

// Bad: CombinedOutput read to report a failure of a command run for what
// it does.
func (s *Store) Deploy(id int64) error {
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM deploys WHERE id = $1`, id).Scan(&n); err != nil { // want `s.db.QueryRow decides whether exec.Command\(…\).CombinedOutput at line \d+ runs; two concurrent calls can both pass the check and both run the command`
		return err
	}
	if n > 0 {
		return nil
	}
	if out, err := exec.Command("kubectl", "apply", "-f", "app.yaml").CombinedOutput(); err != nil {
		return &deployError{out: out, err: err}
	}
	_, err := s.db.Exec(`INSERT INTO deploys (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id`, id)
	return err
}

type deployError struct {
	out []byte
	err error
}

func (e *deployError) Error() string { return string(e.out) + ": " + e.err.Error() }
