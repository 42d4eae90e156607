// Package sqlmig: checks before INSERTs into tables the module's SQL
// migrations declare (../migrations, golang-migrate; ../db/goose, goose).
package sqlmig

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
)

// Note: users_email_key makes the loser's INSERT fail.
func signUp(ctx context.Context, db *sql.DB, email, name string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM users WHERE email = $1", email).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on unique index users_email_key and this code returns the error — treat the unique violation \(PostgreSQL 23505, MySQL 1062\) as already done`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO users (email, name) VALUES ($1, $2)", email, name)
	}
	return err
}

// Bad: orders.ref has a plain index, no unique one: a second row.
func placeOrder(ctx context.Context, db *sql.DB, ref string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM orders WHERE ref = $1", ref).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1; no unique constraint covers orders \(ref\)$`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO orders (ref) VALUES ($1)", ref)
	}
	return err
}

// Bad: the unique constraint on customer was dropped by a later migration.
func firstOrder(ctx context.Context, db *sql.DB, customer string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM orders WHERE customer = $1", customer).Scan(&n); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; .*; no unique constraint covers orders \(customer\)$`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO orders (ref, customer) VALUES ($1, $2)", "first-"+customer, customer)
	return err
}

// Bad, and nothing said of the schema: the primary key covers the
// checked id, but the INSERT leaves it to the sequence.
func byID(ctx context.Context, db *sql.DB, id int64, email string) error {
	var got string
	err := db.QueryRowContext(ctx, "SELECT email FROM users WHERE id = $1", id).Scan(&got) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO users (email) VALUES ($1)", email)
	}
	return err
}

// Note: events_pkey, declared in a goose migration (its Down section,
// which drops it, is not read).
func record(ctx context.Context, db *sql.DB, eventID, payload string) error {
	var seen bool
	if err := db.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM events WHERE event_id = $1)", eventID).Scan(&seen); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on primary key events_pkey and this code returns the error`
		return err
	}
	if seen {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO events (event_id, payload) VALUES ($1, $2)", eventID, payload)
	return err
}

// Good: the unique violation is treated as already done.
func signUpHandled(ctx context.Context, db *sql.DB, email, name string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM users WHERE email = $1", email).Scan(&id)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO users (email, name) VALUES ($1, $2)", email, name)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	return err
}

// Note: unique (user_id, feed_url), declared by a migration held in a Go
// string literal (../database/migrations.go).
func subscribe(ctx context.Context, db *sql.DB, user int64, url string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM feeds WHERE user_id = $1 AND feed_url = $2", user, url).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on the unique constraint on feeds \(user_id, feed_url\) and this code returns the error`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO feeds (user_id, feed_url) VALUES ($1, $2)", user, url)
	}
	return err
}

// Bad: tags.name, declared in Go too, has nothing unique.
func tag(ctx context.Context, db *sql.DB, name string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM tags WHERE name = $1", name).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; .*; no unique constraint covers tags \(name\)$`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO tags (name) VALUES ($1)", name)
	}
	return err
}

// Note: the email is compared without case, and users_email_key still
// covers it.
func signUpFolded(ctx context.Context, db *sql.DB, email string) error {
	var ok bool
	_ = db.QueryRowContext(ctx, "SELECT true FROM users WHERE email = LOWER($1) LIMIT 1", email).Scan(&ok) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on unique index users_email_key`
	if !ok {
		_, err := db.ExecContext(ctx, "INSERT INTO users (email) VALUES ($1)", email)
		return err
	}
	return nil
}

// Note: feeds' pair, compared without case on one side, is seen whole:
// unique (user_id, feed_url) covers it.
func subscribeFolded(ctx context.Context, db *sql.DB, user int64, url string) error {
	var ok bool
	_ = db.QueryRowContext(ctx, "SELECT true FROM feeds WHERE user_id = $1 AND lower(feed_url) = lower($2)", user, url).Scan(&ok) // want `a concurrent duplicate fails on the unique constraint on feeds \(user_id, feed_url\)`
	if !ok {
		_, err := db.ExecContext(ctx, "INSERT INTO feeds (user_id, feed_url) VALUES ($1, $2)", user, url)
		return err
	}
	return nil
}

// Note: the unique index is declared by a Go migration in migrations/.
func addTenant(ctx context.Context, db *sql.DB, external string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM tenants WHERE external_tenant = $1", external).Scan(&id) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; a concurrent duplicate fails on unique index tenants_external_tenant_idx and this code returns the error`
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO tenants (external_tenant) VALUES ($1)", external)
	return err
}
