package upsert

import (
	"context"
	"database/sql"
	"net/smtp"
)

func welcome(to string) error {
	return smtp.SendMail("mail:25", nil, "noreply@example.com", []string{to}, []byte("welcome"))
}

// Bad: the subscriber is not there, the mail goes out, and the row is
// upserted: two concurrent sign-ups both find none, neither upsert
// fails, both mail.
func subscribe(ctx context.Context, db *sql.DB, email string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM subscribers WHERE email = $1", email).Scan(&id) // want `db.QueryRowContext decides whether welcome at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if err == nil {
		return nil
	}
	if err != sql.ErrNoRows {
		return err
	}
	if err := welcome(email); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email", email)
	return err
}

// Good: the upsert is of another table than the one looked up: the
// lookup validates (a blocked address), it records nothing.
func invite(ctx context.Context, db *sql.DB, email string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM blocked WHERE email = $1", email).Scan(&id)
	if err == nil {
		return nil
	}
	if err != sql.ErrNoRows {
		return err
	}
	if err := welcome(email); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO invites (email) VALUES ($1) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email", email)
	return err
}

// Good: the upsert alone, nothing else decided: both write the same row.
func remember(ctx context.Context, db *sql.DB, email string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM subscribers WHERE email = $1", email).Scan(&id)
	if err != sql.ErrNoRows {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email", email)
	return err
}
