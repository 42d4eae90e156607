// Package claimsfirst: a task that sends share codes to two people, each
// through a helper that first stores a new code with a conditional
// insert and returns on its failure, then mails it — opg-modernising-lpa's
// sharecode.Sender.SendAttorneys. Each mail is decided by its own claim;
// the second helper's claim is not the one the first mail waits for.
package claimsfirst

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"

	"github.com/hibiken/asynq"
)

var errTaken = errors.New("code taken")

type Sender struct {
	db      *sql.DB
	newCode func(int) string // crypto/rand in production, fixed in tests
}

func (s *Sender) createCode(ctx context.Context, actor string) (string, error) {
	code := s.newCode(12)
	res, err := s.db.ExecContext(ctx, "INSERT INTO share_codes (code, actor) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING", code, actor)
	if err != nil {
		return "", err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return "", errTaken
	}
	return code, nil
}

func (s *Sender) send(ctx context.Context, actor, to string) error {
	code, err := s.createCode(ctx, actor)
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "lpa@example.com", []string{to}, []byte(code))
}

func (s *Sender) notify(to string) error {
	return smtp.SendMail("mail:25", nil, "lpa@example.com", []string{to}, []byte("signed"))
}

// Good: each mail goes out after its own code was stored.
func (s *Sender) ProcessTask(ctx context.Context, t *asynq.Task) error {
	if err := s.send(ctx, "attorney", "a@example.com"); err != nil {
		return err
	}
	return s.send(ctx, "replacement", "r@example.com")
}

type Notifier struct{ Sender }

// Bad: a mail with no claim of its own, then the claim.
func (n *Notifier) ProcessTask(ctx context.Context, t *asynq.Task) error {
	if err := n.notify("d@example.com"); err != nil { // want `n.notify runs before the claim n.send at line \d+`
		return err
	}
	return n.send(ctx, "attorney", "a@example.com")
}
