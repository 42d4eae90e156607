package sqlraw

import (
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// isUniqueViolation is the helper shape SPEC.md names.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}
