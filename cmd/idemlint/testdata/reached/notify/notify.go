// Package notify posts the owners' reminders.
package notify

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
)

// Service posts reminders to the owners' webhooks.
type Service struct{ DB *sql.DB }

// RunOnce posts every due owner's reminder.
func (s *Service) RunOnce(ctx context.Context) error {
	rows, err := s.DB.QueryContext(ctx, `SELECT id, url FROM owners WHERE remind_at < now()`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id, url string
		if rows.Scan(&id, &url) == nil {
			s.remind(ctx, id, url)
		}
	}
	return rows.Err()
}

// remind posts the reminder, then advances the owner's watermark.
func (s *Service) remind(ctx context.Context, id, url string) {
	if _, err := http.Post(url, "application/json", strings.NewReader(`{}`)); err != nil {
		return
	}
	s.DB.ExecContext(ctx, `UPDATE owners SET last_sent_at = now() WHERE id = $1`, id)
}

// Send posts the digest, then records it in tx.
func (s *Service) Send(ctx context.Context, tx *sql.Tx, owner string) error {
	if _, err := http.Post("https://hooks.example.com/digest", "application/json", strings.NewReader(owner)); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE owners SET digest_sent_at = now() WHERE id = $1`, owner)
	return err
}

// Backfill posts the reminders a migration missed, once, from main.
func (s *Service) Backfill(ctx context.Context, id, url string) error {
	if _, err := http.Post(url, "application/json", strings.NewReader(`{}`)); err != nil {
		return err
	}
	_, err := s.DB.ExecContext(ctx, `UPDATE owners SET last_sent_at = now() WHERE id = $1`, id)
	return err
}
