package repo // want package:"exports summaries"

// Test package repo wraps database/sql; its functions become facts.

import (
	"context"
	"database/sql"
	"net/smtp"

	"github.com/nats-io/nats.go"
)

type Store struct{ db *sql.DB }

// AlreadyProcessed is a CHECK for its callers: its result is the read.
func (s *Store) AlreadyProcessed(ctx context.Context, id string) (bool, error) { // want AlreadyProcessed:`check table=processed via repo.Store.AlreadyProcessed → sql.DB.QueryRowContext`
	var seen bool
	err := s.db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	return seen, err
}

// Log reads but returns nothing derived from the read: not a CHECK.
func (s *Store) Log(ctx context.Context, id string) {
	_, _ = s.db.QueryContext(ctx, "SELECT id FROM processed WHERE id = $1", id)
}

// MarkProcessed claims the id.
func (s *Store) MarkProcessed(ctx context.Context, id string) (bool, error) { // want MarkProcessed:`claim table=processed keyparam=2 via repo.Store.MarkProcessed → sql.DB.ExecContext`
	res, err := s.db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT (id) DO NOTHING", id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// markViaHelper reaches the claim through another wrapper of this package.
func (s *Store) markViaHelper(ctx context.Context, id string) (bool, error) { // want markViaHelper:`claim table=processed keyparam=2 via repo.Store.markViaHelper → repo.Store.MarkProcessed → sql.DB.ExecContext`
	won, err := s.MarkProcessed(ctx, id)
	return won, err
}

// Notify sends mail.
func Notify(to string) error { // want Notify:`effect \(irreversible\) via repo.Notify → smtp.SendMail`
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Mailer is an effect declared by directive.
//
//idemlint:effect
func Mailer(to string) {} // want Mailer:`effect \(irreversible\) via repo.Mailer`

// Pure does nothing the model knows.
func Pure(a, b int) int { return a + b }

// NotifyAndAnnounce mails and then publishes: the irreversible effect
// speaks for it, whatever comes after.
func NotifyAndAnnounce(nc *nats.Conn, to string) error { // want NotifyAndAnnounce:`effect \(irreversible\) via repo.NotifyAndAnnounce → smtp.SendMail`
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil); err != nil {
		return err
	}
	return nc.Publish("mailed", []byte(to))
}

// AnnounceAndNotify publishes and then mails.
func AnnounceAndNotify(nc *nats.Conn, to string) error { // want AnnounceAndNotify:`effect \(irreversible\) via repo.AnnounceAndNotify → smtp.SendMail`
	if err := nc.Publish("mailing", []byte(to)); err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}
