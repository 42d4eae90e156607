// Package pg implements domain.Repo with SQL.
package pg

import (
	"context"
	"database/sql"
)

type Repo struct{ DB *sql.DB }

func (r *Repo) Seen(ctx context.Context, id string) (bool, error) {
	var ok bool
	err := r.DB.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&ok) // want `check r.DB.QueryRowContext table=processed`
	return ok, err
}

func (r *Repo) Name() string { return "pg" }
