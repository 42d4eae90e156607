package repo // want package:"exports summaries" package:"not found: model/notfound/errs.ErrNotFound, model/notfound/repo.errMissing"

// Translations of "no row" into the program's own errors (package facts),
// and the reads that report a missing row by their error (norow).

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"model/notfound/errs"
)

var errMissing = errors.New("missing")

var errOther = errors.New("other")

type Repo struct{ db *sql.DB }

// Get returns errs.ErrNotFound for sql.ErrNoRows.
func (r *Repo) Get(ctx context.Context, id string) (string, error) { // want Get:`check table=t norow via`
	var v string
	err := r.db.QueryRowContext(ctx, "SELECT v FROM t WHERE id = $1", id).Scan(&v)
	if err == sql.ErrNoRows {
		return "", errs.ErrNotFound
	}
	return v, err
}

// Wrapped returns errMissing wrapped with %w.
func (r *Repo) Wrapped(ctx context.Context, id string) (string, error) { // want Wrapped:`check table=t norow via`
	var v string
	if err := r.db.QueryRowContext(ctx, "SELECT v FROM t WHERE id = $1", id).Scan(&v); errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("t %s: %w", id, errMissing)
	} else if err != nil {
		return "", errOther
	}
	return v, nil
}

// Passed passes the read's error on: ErrNoRows reaches the caller.
func (r *Repo) Passed(ctx context.Context, id string) (string, error) { // want Passed:`check table=t norow via`
	var v string
	err := r.db.QueryRowContext(ctx, "SELECT v FROM t WHERE id = $1", id).Scan(&v)
	return v, err
}

// Nil turns a missing row into nil, nil: no norow.
func (r *Repo) Nil(ctx context.Context, id string) (*string, error) { // want Nil:`check table=t via`
	var v string
	err := r.db.QueryRowContext(ctx, "SELECT v FROM t WHERE id = $1", id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &v, err
}

// Exists reads EXISTS, which always returns a row: no norow.
func (r *Repo) Exists(ctx context.Context, id string) (bool, error) { // want Exists:`check table=t via`
	var ok bool
	err := r.db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM t WHERE id = $1)", id).Scan(&ok)
	return ok, err
}
