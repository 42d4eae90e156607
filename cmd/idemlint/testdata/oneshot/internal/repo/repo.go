// Package repo opens the store and brings its schema and defaults up to
// date in steps, as kandev's sqlite repository does: start-up code main
// runs through New.
package repo

import (
	"database/sql"
)

// Repo is the store.
type Repo struct {
	db    *sql.DB
	hooks []func() error
}

// New runs the steps of its initialisation.
func New(db *sql.DB) (*Repo, error) {
	r := &Repo{db: db}
	steps := []func() error{
		r.schema,
		r.defaults,
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return r, nil
}

func (r *Repo) schema() error {
	_, err := r.db.Exec(`CREATE TABLE IF NOT EXISTS environments (name text)`)
	return err
}

// defaults creates the local environment unless there is one.
func (r *Repo) defaults() error {
	var n int
	if err := r.db.QueryRow(`SELECT count(*) FROM environments WHERE name = $1`, "local").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := r.db.Exec(`INSERT INTO environments (name) VALUES ($1)`, "local")
	return err
}

// Watch keeps its steps to run on every change: callbacks, not start-up.
func (r *Repo) Watch() {
	r.hooks = []func() error{r.refresh}
}

// refresh creates the remote environment unless there is one.
func (r *Repo) refresh() error {
	var n int
	if err := r.db.QueryRow(`SELECT count(*) FROM environments WHERE name = $1`, "remote").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := r.db.Exec(`INSERT INTO environments (name) VALUES ($1)`, "remote")
	return err
}
