// Package sqlbuild checks and writes through SQL builders: squirrel's
// chains spelled by ToSql or run with RunWith, and sqlf's statements run
// on a db, as mailpit's tags do.
package sqlbuild

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	sq "github.com/Masterminds/squirrel"
	"github.com/leporo/sqlf"
)

type Store struct{ db *sql.DB }

// Bad: a squirrel lookup spelled by ToSql decides a squirrel insert.
func (s *Store) addTag(ctx context.Context, name string) error {
	q, args, err := sq.Select("id").From("tags").Where(sq.Eq{"name": name}).ToSql()
	if err != nil {
		return err
	}
	var id int
	err = s.db.QueryRowContext(ctx, q, args...).Scan(&id) // want `s.db.QueryRowContext decides whether sq.Insert\(…\).Columns\(…\).Values\(…\).RunWith\(…\).ExecContext at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err = sq.Insert("tags").Columns("name").Values(name).RunWith(s.db).ExecContext(ctx)
	return err
}

// Good: the insert ignores a duplicate name and says whether it won.
func (s *Store) claimTag(ctx context.Context, name string) (bool, error) {
	var id int
	err := sq.Select("id").From("tags").Where("name = ?", name).RunWith(s.db).QueryRowContext(ctx).Scan(&id)
	if err == nil {
		return false, nil
	}
	res, err := sq.Insert("tags").Columns("name").Values(name).Suffix("ON CONFLICT (name) DO NOTHING").RunWith(s.db).ExecContext(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Bad: mailpit's addMessageTag, a tag looked up by name and inserted when
// missing, through sqlf.
func (s *Store) addMessageTag(ctx context.Context, name string) (int, error) {
	var tagID int
	q := sqlf.From("tags").Select("ID").To(&tagID).Where("Name = ?", name)
	if err := q.QueryRowAndClose(ctx, s.db); err == nil { // want `q.QueryRowAndClose decides whether sqlf.InsertInto\(…\).Set\(…\).ExecAndClose at line \d+ runs`
		return tagID, nil
	}
	if _, err := sqlf.InsertInto("tags").Set("Name", name).ExecAndClose(ctx, s.db); err != nil {
		return 0, err
	}
	return 0, nil
}

// Good: the same insert through sqlf with ON CONFLICT DO NOTHING, its
// rows affected read.
func (s *Store) claimMessageTag(ctx context.Context, name string) (bool, error) {
	var tagID int
	if err := sqlf.From("tags").Select("ID").To(&tagID).Where("Name = ?", name).QueryRowAndClose(ctx, s.db); err == nil {
		return false, nil
	}
	res, err := sqlf.InsertInto("tags").Set("Name", name).Clause("ON CONFLICT (Name) DO NOTHING").ExecAndClose(ctx, s.db)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Good: MySQL's INSERT IGNORE through squirrel's Options.
func (s *Store) ignoreTag(ctx context.Context, name string) (bool, error) {
	var n int
	if err := sq.Select("count(*)").From("tags").Where(sq.Eq{"name": name}).RunWith(s.db).ScanContext(ctx, &n); err != nil || n > 0 {
		return false, err
	}
	res, err := sq.Insert("tags").Options("IGNORE").SetMap(map[string]interface{}{"name": name}).RunWith(s.db).ExecContext(ctx)
	if err != nil {
		return false, err
	}
	won, err := res.RowsAffected()
	return won == 1, err
}

// Prefix is the tenant's table prefix, set at start-up.
var Prefix string

// tenant names a table of the tenant, as mailpit's does.
func tenant(table string) string { return fmt.Sprintf("%s%s", Prefix, table) }

// Bad: the tables named through tenant are read and written.
func (s *Store) addLabel(ctx context.Context, name string) error {
	var id int
	if err := sqlf.From(tenant("labels")).Select("ID").To(&id).Where("Name = ?", name).QueryRowAndClose(ctx, s.db); err == nil { // want `sqlf.From\(…\).Select\(…\).To\(…\).Where\(…\).QueryRowAndClose decides whether sqlf.InsertInto\(…\).Set\(…\).ExecAndClose at line \d+ runs`
		return nil
	}
	_, err := sqlf.InsertInto(tenant("labels")).Set("Name", name).ExecAndClose(ctx, s.db)
	return err
}

// Good (unread): the table is the caller's, which tenant is given as it
// comes; spelled by tenant's parameter's name, every table would be one.
func (s *Store) addTo(ctx context.Context, table, name string) error {
	var id int
	if err := sqlf.From(tenant(table)).Select("ID").To(&id).Where("Name = ?", name).QueryRowAndClose(ctx, s.db); err == nil {
		return nil
	}
	_, err := sqlf.InsertInto(tenant(table)).Set("Name", name).ExecAndClose(ctx, s.db)
	return err
}
