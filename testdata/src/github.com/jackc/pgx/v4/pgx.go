// Package pgx is a stub of github.com/jackc/pgx/v4 v4.18.3.
package pgx

import "errors"

var ErrNoRows = errors.New("no rows in result set")

type Row interface {
	Scan(dest ...interface{}) error
}
