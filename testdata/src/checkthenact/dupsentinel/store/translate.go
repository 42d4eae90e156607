package store

// Creates that test their own insert's error for a duplicate key, as
// distr's CreateArtifact does, and what they make of it.

import (
	"context"
	"errors"
	"fmt"

	"github.com/go-sql-driver/mysql"

	"checkthenact/dupsentinel/errs"
)

func duplicate(err error) bool { // want duplicate:`uniquetest`
	var me *mysql.MySQLError
	return errors.As(err, &me) && me.Number == 1062
}

// CreateProject wraps the duplicate key into errs.ErrDuplicate and
// returns it: its callers are told, nothing is handled here.
func (s *Store) CreateProject(ctx context.Context, name string) error { // want CreateProject:`write table=projects unique-errs=checkthenact/dupsentinel/errs.ErrDuplicate writekey=2`
	_, err := s.db.ExecContext(ctx, "INSERT INTO projects (name) VALUES (?)", name)
	if duplicate(err) {
		err = fmt.Errorf("%w: %w", errs.ErrDuplicate, err)
	}
	return err
}

// CreateLabel treats the duplicate key as done.
func (s *Store) CreateLabel(ctx context.Context, name string) error { // want CreateLabel:`write table=labels unique-handled`
	_, err := s.db.ExecContext(ctx, "INSERT INTO labels (name) VALUES (?)", name)
	if duplicate(err) {
		return nil
	}
	return err
}

// CreateTopic reads the winner back on a duplicate key.
func (s *Store) CreateTopic(ctx context.Context, name string) (int, error) { // want CreateTopic:`write table=topics unique-handled`
	_, err := s.db.ExecContext(ctx, "INSERT INTO topics (name) VALUES (?)", name)
	if duplicate(err) {
		return s.Topic(ctx, name)
	}
	return 0, err
}

func (s *Store) Project(ctx context.Context, name string) (int, error) { // want Project:`check table=projects norow`
	var id int
	err := s.db.QueryRowContext(ctx, "SELECT id FROM projects WHERE name = ?", name).Scan(&id)
	return id, err
}

func (s *Store) Label(ctx context.Context, name string) (int, error) { // want Label:`check table=labels norow`
	var id int
	err := s.db.QueryRowContext(ctx, "SELECT id FROM labels WHERE name = ?", name).Scan(&id)
	return id, err
}

func (s *Store) Topic(ctx context.Context, name string) (int, error) { // want Topic:`check table=topics norow`
	var id int
	err := s.db.QueryRowContext(ctx, "SELECT id FROM topics WHERE name = ?", name).Scan(&id)
	return id, err
}

// CreateTag reads the winner back on a duplicate key, and fails only when
// that read fails too (nexodus's createUserIfNotExists).
func (s *Store) CreateTag(ctx context.Context, name string) (int, error) { // want CreateTag:`write table=tags unique-handled`
	_, err := s.db.ExecContext(ctx, "INSERT INTO tags (name) VALUES (?)", name)
	if !duplicate(err) {
		return 0, err
	}
	if id, err := s.Tag(ctx, name); err == nil {
		return id, nil
	}
	return 0, fmt.Errorf("create tag %s: %w", name, err)
}

func (s *Store) Tag(ctx context.Context, name string) (int, error) { // want Tag:`check table=tags norow`
	var id int
	err := s.db.QueryRowContext(ctx, "SELECT id FROM tags WHERE name = ?", name).Scan(&id)
	return id, err
}
