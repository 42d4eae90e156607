package sqlbuild

import (
	"context"

	"github.com/leporo/sqlf"
)

// sqlf's *Stmt is one mutable value: a clause added on a line of its own,
// its result dropped, is part of the statement.

// Bad: the lookup's condition and the insert's column are added by calls
// whose results are dropped.
func (s *Store) addShelf(ctx context.Context, name string) error {
	var id int
	q := sqlf.From("labels").Select("ID").To(&id)
	q.Where("Name = ?", name)
	defer q.Close()
	if err := q.QueryRow(ctx, s.db); err == nil { // want `q.QueryRow decides whether ins.ExecAndClose at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
		return nil
	}
	ins := sqlf.InsertInto("labels")
	ins.Set("Name", name)
	_, err := ins.ExecAndClose(ctx, s.db)
	return err
}

// Good: the insert's ON CONFLICT clause, added on a line of its own,
// makes it a claim whose rows affected are read.
func (s *Store) claimShelf(ctx context.Context, name string) (bool, error) {
	var id int
	if err := sqlf.From("labels").Select("ID").To(&id).Where("Name = ?", name).QueryRowAndClose(ctx, s.db); err == nil {
		return false, nil
	}
	ins := sqlf.InsertInto("labels").Set("Name", name)
	ins.Clause("ON CONFLICT (Name) DO NOTHING")
	res, err := ins.ExecAndClose(ctx, s.db)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Good: a condition added on one path only leaves the lookup unread: its
// statement differs by path.
func (s *Store) filteredShelf(ctx context.Context, name string, exact bool) error {
	var id int
	q := sqlf.From("labels").Select("ID").To(&id)
	if exact {
		q.Where("Name = ?", name)
	}
	if err := q.QueryRowAndClose(ctx, s.db); err == nil {
		return nil
	}
	_, err := sqlf.InsertInto("labels").Set("Name", name).ExecAndClose(ctx, s.db)
	return err
}

// Good: a lookup whose builder a helper is given may be changed there
// (scoped adds the tenant's condition): left unread.
func (s *Store) scopedShelf(ctx context.Context, name string) error {
	var id int
	q := sqlf.From("labels").Select("ID").To(&id)
	q.Where("Name = ?", name)
	scoped(q)
	if err := q.QueryRowAndClose(ctx, s.db); err == nil {
		return nil
	}
	_, err := sqlf.InsertInto("labels").Set("Name", name).ExecAndClose(ctx, s.db)
	return err
}

func scoped(q *sqlf.Stmt) { q.Where("Tenant = ?", Prefix) }
