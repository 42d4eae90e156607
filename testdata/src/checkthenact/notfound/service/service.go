// Package service tests the program's own not-found errors.
package service

import (
	"context"
	"errors"
	"net/smtp"
	"strings"

	"checkthenact/notfound/domain"
	"checkthenact/notfound/store"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: errors.Is with the program's sentinel, declared in another package.
func record(ctx context.Context, s *store.Store, id string) error {
	_, err := s.Get(ctx, id) // want `s.Get decides whether s.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if !errors.Is(err, domain.ErrNotFound) {
		return err
	}
	return s.Insert(ctx, id)
}

// Bad: == with the store's own sentinel, wrapped by %w inside.
func recordFound(s *store.Store, ctx context.Context, id string) error {
	_, err := s.Find(id) // want `s.Find decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if err == nil {
		return nil // already recorded
	}
	if !errors.Is(err, store.ErrNoPayment) {
		return err
	}
	if err := send(id); err != nil {
		return err
	}
	return s.Create(id)
}

// Bad: the found side written as err == nil.
func once(ctx context.Context, s *store.Store, id string) error {
	if _, err := s.Get(ctx, id); err == nil { // want `s.Get decides whether s.Insert at line \d+ runs`
		return nil
	}
	return s.Insert(ctx, id)
}

// Good: found, then the row found is updated: validation.
func settle(ctx context.Context, s *store.Store, id string) error {
	p, err := s.Get(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return err
	}
	if err != nil {
		return err
	}
	return s.SetStatus(ctx, p.ID, "settled")
}

// Good: err == nil says nothing after a lookup that reports a missing row
// as nil, nil; the nil test decides.
func lookupNil(ctx context.Context, s *store.Store, id string) error {
	p, err := s.Lookup(ctx, id)
	if err == nil && p != nil {
		return s.SetStatus(ctx, p.ID, "seen")
	}
	return err
}

// Good: ErrConflict is not "not found".
func conflict(ctx context.Context, s *store.Store, id string) error {
	if err := s.Conflicted(ctx, id); errors.Is(err, domain.ErrConflict) {
		return s.Insert(ctx, id)
	}
	return nil
}

type session struct {
	UserID     string
	SuperAdmin bool
}

// checkAdmin passes when the session's user is an admin: an authorization
// check, whose error wraps the store's "not found".
func checkAdmin(ctx context.Context, s *store.Store, sess session) error {
	if !sess.SuperAdmin {
		if err := s.CheckAdmin(ctx, sess.UserID); err != nil {
			return domain.Wrap(domain.ErrAuthorization, err)
		}
	}
	return nil
}

// Good: the admin found, a new user is saved: the check authorizes the
// caller; it looks for no row the insert creates.
func register(ctx context.Context, s *store.Store, sess session, id, email string) error {
	if err := checkAdmin(ctx, s, sess); err != nil {
		return err
	}
	return s.SaveUser(ctx, id, email)
}

// Bad: no admin row found, one is inserted.
func bootstrapAdmin(ctx context.Context, s *store.Store, sess session, email string) error {
	if err := checkAdmin(ctx, s, sess); err == nil { // want `checkAdmin decides whether s.SaveUser at line \d+ runs`
		return nil
	}
	return s.SaveUser(ctx, sess.UserID, email)
}

type user struct {
	ID    string
	Email string
	Role  int
}

type ids interface{ ID() (string, error) }

type users struct {
	store *store.Store
	ids   ids
}

func (svc *users) checkAdmin(ctx context.Context, sess session) error {
	return checkAdmin(ctx, svc.store, sess)
}

// Good: the admin check is a method on the service's pointer, called on
// a value receiver (svc is then a local whose address the call takes);
// the branches that follow test fields of the new user, not the check.
func (svc users) register(ctx context.Context, sess session, u user) error {
	if err := svc.checkAdmin(ctx, sess); err != nil {
		return err
	}
	id, err := svc.ids.ID()
	if err != nil {
		return err
	}
	u.ID = id
	if u.Role != 0 && u.Role != 1 {
		return domain.ErrConflict
	}
	return svc.store.SaveUser(ctx, u.ID, u.Email)
}

// Bad: the missing session is told by its error's text; two concurrent
// messages of one chat both create it (lango's session adapter).
func chatSession(ctx context.Context, s *store.Store, key string) (string, error) {
	data, err := s.Session(ctx, key) // want `s.Session decides whether s.CreateSession at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if err != nil {
		if strings.Contains(err.Error(), "session not found") {
			return "{}", s.CreateSession(ctx, key)
		}
		return "", err
	}
	return data, nil
}
