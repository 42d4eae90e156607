package sqlxcase

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// Repo writes its SQL with ? and rebinds it for the driver, as kandev's
// sqlite/postgres repositories do.
type Repo struct{ db *sqlx.DB }

// Bad: a lookup through Rebind decides an insert through Rebind.
func (r *Repo) findOrCreate(ctx context.Context, owner, name string) error {
	var id string
	err := r.db.GetContext(ctx, &id, r.db.Rebind(`SELECT id FROM repositories WHERE owner = ? AND name = ?`), owner, name) // want `r.db.GetContext decides whether r.db.ExecContext at line \d+ runs`
	if err == nil {
		return nil
	}
	_, err = r.db.ExecContext(ctx, r.db.Rebind(`INSERT INTO repositories (owner, name) VALUES (?, ?)`), owner, name)
	return err
}

// Good: the insert through Rebind ignores a duplicate and says whether
// it won.
func (r *Repo) claim(ctx context.Context, owner, name string) (bool, error) {
	res, err := r.db.ExecContext(ctx, sqlx.Rebind(sqlx.DOLLAR, `INSERT INTO repositories (owner, name) VALUES (?, ?) ON CONFLICT DO NOTHING`), owner, name)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Bad: sqlx.In's expanded query decides the insert.
func (r *Repo) tagOnce(ctx context.Context, ids []string, tag string) error {
	q, args, err := sqlx.In(`SELECT count(*) FROM tags WHERE name = ? AND repo_id IN (?)`, tag, ids)
	if err != nil {
		return err
	}
	var n int
	if err := r.db.GetContext(ctx, &n, r.db.Rebind(q), args...); err != nil { // want `r.db.GetContext decides whether r.db.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err = r.db.ExecContext(ctx, r.db.Rebind(`INSERT INTO tags (name) VALUES (?)`), tag)
	return err
}
