package store // want package:"exports summaries"

// The store maps the drivers' errors to the program's own sentinels by
// their messages, as woodpecker's datastore (wrapInsert) does.

import (
	"context"
	"database/sql"
	"strings"

	"checkthenact/dupsentinel/errs"
)

type Store struct{ db *sql.DB }

// wrapInsert turns a duplicate key, matched by the drivers' messages
// (SQLite, PostgreSQL, MySQL), into errs.ErrDuplicate.
func wrapInsert(err error) error { // want wrapInsert:`unique-errs=checkthenact/dupsentinel/errs.ErrDuplicate`
	if err != nil {
		if msg := err.Error(); strings.Contains(msg, "UNIQUE constraint failed") ||
			strings.Contains(msg, "duplicate key") ||
			strings.Contains(msg, "Duplicate entry") {
			return errs.ErrDuplicate
		}
		return err
	}
	return nil
}

// wrapOther turns a refused connection into errs.ErrUnavailable: no
// duplicate key.
func wrapOther(err error) error {
	if err != nil && strings.Contains(strings.ToLower(err.Error()), "connection refused") {
		return errs.ErrUnavailable
	}
	return err
}

func (s *Store) Repo(ctx context.Context, id string) (string, error) { // want Repo:`check table=repos norow`
	var name string
	err := s.db.QueryRowContext(ctx, "SELECT name FROM repos WHERE forge_id = $1", id).Scan(&name)
	return name, err
}

// CreateRepo returns errs.ErrDuplicate for a duplicate key, through
// wrapInsert.
func (s *Store) CreateRepo(ctx context.Context, id string) error { // want CreateRepo:`write table=repos unique-errs=checkthenact/dupsentinel/errs.ErrDuplicate`
	_, err := s.db.ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	return wrapInsert(err)
}

// CreateOrg maps only a refused connection.
func (s *Store) CreateOrg(ctx context.Context, id string) error { // want CreateOrg:`write table=orgs writekey=2 via`
	_, err := s.db.ExecContext(ctx, "INSERT INTO orgs (forge_id) VALUES ($1)", id)
	return wrapOther(err)
}

// CreateTeam returns errs.ErrDuplicate when the name, not the error,
// holds the words of a duplicate key.
func (s *Store) CreateTeam(ctx context.Context, name string) error { // want CreateTeam:`write table=teams writekey=2 via`
	_, err := s.db.ExecContext(ctx, "INSERT INTO teams (name) VALUES ($1)", name)
	if err != nil && strings.Contains(name, "duplicate key") {
		return errs.ErrDuplicate
	}
	return err
}

func (s *Store) Team(ctx context.Context, name string) (int, error) { // want Team:`check table=teams norow`
	var id int
	err := s.db.QueryRowContext(ctx, "SELECT id FROM teams WHERE name = $1", name).Scan(&id)
	return id, err
}

func (s *Store) Org(ctx context.Context, id string) (string, error) { // want Org:`check table=orgs norow`
	var name string
	err := s.db.QueryRowContext(ctx, "SELECT name FROM orgs WHERE forge_id = $1", id).Scan(&name)
	return name, err
}

// DB hands out the connection, for statements of the caller's own.
func (s *Store) DB() *sql.DB { return s.db }

// convert maps a duplicate key to errs.ErrDuplicate, whatever the
// statement (dex's convertDBError).
func convert(err error) error { // want convert:`unique-errs=checkthenact/dupsentinel/errs.ErrDuplicate`
	if err != nil && strings.Contains(err.Error(), "duplicate key") {
		return errs.ErrDuplicate
	}
	return err
}

// Settings reads the one settings row, and passes its error through
// convert: still a read that looks no key up.
func (s *Store) Settings(ctx context.Context) (string, error) { // want Settings:`check table=settings norow unique-errs=checkthenact/dupsentinel/errs.ErrDuplicate via .*; keyless`
	var v string
	if err := s.db.QueryRowContext(ctx, "SELECT v FROM settings WHERE id = 1").Scan(&v); err != nil {
		return "", convert(err)
	}
	return v, nil
}
