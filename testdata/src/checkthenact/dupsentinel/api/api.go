// Package api checks before the store's creates and treats the
// duplicate key as done by the sentinel the store maps it to, declared in
// a third package (woodpecker's PostRepo answers 409 for
// types.ErrInsertDuplicateDetected).
package api

import (
	"context"
	"errors"
	"strings"

	"github.com/go-sql-driver/mysql"

	"checkthenact/dupsentinel/errs"
	"checkthenact/dupsentinel/store"
)

// Good: errors.Is with the sentinel CreateRepo returns for a duplicate key.
func activate(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil {
		return nil
	}
	err := s.CreateRepo(ctx, id)
	if errors.Is(err, errs.ErrDuplicate) {
		return nil // already active
	}
	return err
}

// Good: the same with ==.
func activateEq(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil {
		return nil
	}
	if err := s.CreateRepo(ctx, id); err != nil && err != errs.ErrDuplicate {
		return err
	}
	return nil
}

// Bad: the duplicate's error is returned.
func activateBare(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil { // want `s.Repo decides whether s.CreateRepo at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
		return nil
	}
	return s.CreateRepo(ctx, id)
}

// Bad: ErrUnavailable is not a duplicate key.
func join(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Org(ctx, id); err == nil { // want `s.Org decides whether s.CreateOrg at line \d+ runs`
		return nil
	}
	err := s.CreateOrg(ctx, id)
	if errors.Is(err, errs.ErrUnavailable) {
		return nil
	}
	return err
}

// Bad: CreateTeam's ErrDuplicate says what the name holds, not the error.
func team(ctx context.Context, s *store.Store, name string) error {
	if _, err := s.Team(ctx, name); err == nil { // want `s.Team decides whether s.CreateTeam at line \d+ runs`
		return nil
	}
	err := s.CreateTeam(ctx, name)
	if errors.Is(err, errs.ErrDuplicate) {
		return nil
	}
	return err
}

// Good: the driver's message matched in place, in any case.
func member(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil {
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	if err != nil && strings.Contains(strings.ToLower(err.Error()), "sqlstate 23505") {
		return nil
	}
	return err
}

// Bad: "constraint" also names a foreign key or a check: no duplicate key.
func memberLoose(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil { // want `s.Repo decides whether s.DB\(…\).ExecContext at line \d+ runs`
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	if err != nil && strings.Contains(err.Error(), "constraint") {
		return nil
	}
	return err
}

// isDuplicate tests the driver's message: a unique-violation test.
func isDuplicate(err error) bool {
	return err != nil && strings.HasPrefix(err.Error(), "Error 1062")
}

// Good: the helper's test treats the duplicate as done.
func memberHelper(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil {
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	if isDuplicate(err) {
		return nil
	}
	return err
}

// isDuplicateKey answers with constants, true only when the driver's
// error number is a duplicate key (unkey's db.IsDuplicateKeyError).
func isDuplicateKey(err error) bool {
	if me, ok := err.(*mysql.MySQLError); ok && me.Number == 1062 {
		return true
	}
	return false
}

// Good: the duplicate key is treated as done through the helper.
func memberMySQL(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil {
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	if isDuplicateKey(err) {
		return nil
	}
	return err
}

// isLocked answers with constants for a lock wait timeout: no duplicate
// key.
func isLocked(err error) bool {
	if me, ok := err.(*mysql.MySQLError); ok && me.Number == 1205 {
		return true
	}
	return false
}

// Bad: the helper's test is not a duplicate key.
func memberRetried(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Repo(ctx, id); err == nil { // want `s.Repo decides whether s.DB\(…\).ExecContext at line \d+ runs`
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO repos (forge_id) VALUES ($1)", id)
	if isLocked(err) {
		return nil
	}
	return err
}

// Good: a lazy create of the singleton row, whose read passes its error
// through the store's converter.
func settings(ctx context.Context, s *store.Store) error {
	if _, err := s.Settings(ctx); err == nil {
		return nil
	}
	_, err := s.DB().ExecContext(ctx, "INSERT INTO settings (id, v) VALUES (1, 'on')")
	return err
}
