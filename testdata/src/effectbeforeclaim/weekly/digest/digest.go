// Package digest sends the weekly digest; the program's main runs it in a
// loop that sleeps until the next week, on every replica.
package digest

import (
	"context"
	"database/sql"
	"time"

	"effectbeforeclaim/weekly/mail"
)

// Sender is what the digest needs of the mail package.
type Sender interface {
	Send(to, body string) error
}

var _ Sender = (*mail.Sender)(nil)

// Config is what a run needs.
type Config struct {
	DB     *sql.DB
	Sender Sender
}

// Run emails every verified user, recording nothing.
func Run(ctx context.Context, cfg Config) (int, error) {
	rows, err := cfg.DB.QueryContext(ctx, `SELECT email FROM users WHERE verified`)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	sent := 0
	for rows.Next() {
		var to string
		if rows.Scan(&to) != nil {
			continue
		}
		if cfg.Sender.Send(to, "top posts") == nil {
			sent++
		}
	}
	return sent, rows.Err()
}

// RunOnce claims the week first: only the replica that records it sends.
func RunOnce(ctx context.Context, cfg Config, week time.Time) (int, error) {
	res, err := cfg.DB.ExecContext(ctx, `INSERT INTO digest_runs (week) VALUES ($1) ON CONFLICT DO NOTHING`, week)
	if err != nil {
		return 0, err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return 0, err
	}
	return Run(ctx, cfg)
}

// Flush hands every verified user's digest to an outbox whose backend may
// keep it in memory.
func Flush(ctx context.Context, db *sql.DB, out *mail.Outbox) error {
	rows, err := db.QueryContext(ctx, `SELECT email FROM users WHERE verified`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var to string
		if rows.Scan(&to) == nil {
			out.Put(to, "top posts")
		}
	}
	return rows.Err()
}
