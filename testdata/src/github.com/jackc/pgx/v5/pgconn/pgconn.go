// Package pgconn is an idemlint test stub of github.com/jackc/pgx/v5/pgconn@v5.12.0: only the declarations the tests use, with the real names, receivers and parameter names.
package pgconn

// CommandTag is the status text returned by PostgreSQL for a query.
type CommandTag struct {
	s string
}

// NewCommandTag makes a CommandTag from s.
func NewCommandTag(s string) CommandTag { return CommandTag{s: s} }

// RowsAffected returns the number of rows affected.
func (ct CommandTag) RowsAffected() int64 { return 0 }

// String returns the command tag text.
func (ct CommandTag) String() string { return ct.s }

// PgError is an error reported by the PostgreSQL server.
type PgError struct {
	Severity       string
	Code           string
	Message        string
	Detail         string
	ConstraintName string
}

func (pe *PgError) Error() string {
	return pe.Severity + ": " + pe.Message + " (SQLSTATE " + pe.Code + ")"
}

// SQLState returns the SQLSTATE of the error.
func (pe *PgError) SQLState() string { return pe.Code }
