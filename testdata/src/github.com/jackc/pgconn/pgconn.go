// Package pgconn is a stub of github.com/jackc/pgconn v1.14.3, the
// connection layer of pgx v4.
package pgconn

type CommandTag []byte

func (ct CommandTag) RowsAffected() int64 { return 0 }

type PgError struct {
	Code    string
	Message string
}

func (pe *PgError) Error() string { return pe.Message }
