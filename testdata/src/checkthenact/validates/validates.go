// Package validates: a validator that reads the tags (and a setting)
// before a question is added, and the question's create, which writes
// the question and its tags — apache/answer's CheckAddQuestion and
// AddQuestion.
package validates

import (
	"context"
	"database/sql"
	"errors"
)

type Service struct{ db *sql.DB }

var errBadTags = errors.New("bad tags")

// CheckAdd reads the minimum number of tags and how many of the tags
// exist, and returns the form's errors.
func (s *Service) CheckAdd(ctx context.Context, tags []string) (any, error) {
	var minimum int
	if err := s.db.QueryRowContext(ctx, "SELECT min_tags FROM settings WHERE name = $1", "question").Scan(&minimum); err != nil {
		return nil, err
	}
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM tags WHERE name = ANY($1)", tags).Scan(&n); err != nil {
		return nil, err
	}
	if len(tags) < minimum || n == 0 {
		return []string{"tags"}, errBadTags
	}
	return nil, nil
}

// AddQuestion inserts the question, then finds or creates each tag: its
// own get-or-create, reported here.
func (s *Service) AddQuestion(ctx context.Context, title string, tags []string) error {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO questions (title) VALUES ($1)", title); err != nil {
		return err
	}
	for _, t := range tags {
		var id int
		err := s.db.QueryRowContext(ctx, "SELECT id FROM tags WHERE name = $1", t).Scan(&id) // want `s.db.QueryRowContext decides whether s.db.ExecContext at line \d+ runs`
		if errors.Is(err, sql.ErrNoRows) {
			_, err = s.db.ExecContext(ctx, "INSERT INTO tags (name) VALUES ($1)", t)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Good: the validator's reads of the tags decide nothing of their
// create, which AddQuestion looks up again, tag by tag.
func Add(ctx context.Context, s *Service, title string, tags []string) error {
	var fields []string
	list, err := s.CheckAdd(ctx, tags)
	if err != nil {
		if l, ok := list.([]string); ok {
			fields = append(fields, l...)
		}
	}
	if len(fields) > 0 {
		return err
	}
	return s.AddQuestion(ctx, title, tags)
}

// Label inserts the question and its labels, looking none of them up.
func (s *Service) Label(ctx context.Context, title string, labels []string) error {
	if _, err := s.db.ExecContext(ctx, "INSERT INTO questions (title) VALUES ($1)", title); err != nil {
		return err
	}
	for _, l := range labels {
		if _, err := s.db.ExecContext(ctx, "INSERT INTO tags (name) VALUES ($1)", l); err != nil {
			return err
		}
	}
	return nil
}

// Bad: the same validator decides a create of the tags it read, which
// nothing looks up again.
func AddLabelled(ctx context.Context, s *Service, title string, tags []string) error {
	var fields []string
	list, err := s.CheckAdd(ctx, tags) // want `s.CheckAdd decides whether s.Label at line \d+ runs`
	if err != nil {
		if l, ok := list.([]string); ok {
			fields = append(fields, l...)
		}
	}
	if len(fields) > 0 {
		return err
	}
	return s.Label(ctx, title, tags)
}

// createUser picks a free username (it looks users up by username),
// then creates the user and the user's first project.
func (s *Service) createUser(ctx context.Context, email, name string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM users WHERE username = $1", name).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		name += "1"
	}
	if _, err := s.db.ExecContext(ctx, "INSERT INTO users (email, username) VALUES ($1, $2)", email, name); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, "INSERT INTO projects (owner, title) VALUES ($1, $2)", name, "Inbox")
	return err
}

// userByEmail looks the user up by email.
func (s *Service) userByEmail(ctx context.Context, email string) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, "SELECT username FROM users WHERE email = $1", email).Scan(&name)
	return name, err
}

// Bad: the user is looked up by email and created when missing; the
// helper looks users up by username only, which decides nothing of a
// second user with that email (vikunja's OpenID login).
func Login(ctx context.Context, s *Service, email, name string) error {
	_, err := s.userByEmail(ctx, email) // want `s.userByEmail decides whether s.createUser at line \d+ runs`
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return s.createUser(ctx, email, name)
}
