// Package getorcreate: a caller's check before a get-or-create of the
// same table (wakapi's GetUserByOidc before CreateOrGet), and before a
// helper that looks up another table than the one it writes.
package getorcreate

import (
	"context"
	"database/sql"
	"errors"
)

type users struct{ db *sql.DB }

func (u *users) byOIDC(ctx context.Context, sub string) (string, error) {
	var name string
	err := u.db.QueryRowContext(ctx, "SELECT name FROM users WHERE oidc_sub = $1", sub).Scan(&name)
	return name, err
}

// createOrGet looks the user up, and inserts it when missing: its own
// race is reported here.
func (u *users) createOrGet(ctx context.Context, name, sub string) (bool, error) {
	var n int
	if err := u.db.QueryRowContext(ctx, "SELECT count(*) FROM users WHERE name = $1", name).Scan(&n); err != nil { // want `u.db.QueryRowContext decides whether u.db.ExecContext at line \d+ runs`
		return false, err
	}
	if n > 0 {
		return false, nil
	}
	_, err := u.db.ExecContext(ctx, "INSERT INTO users (name, oidc_sub) VALUES ($1, $2)", name, sub)
	return err == nil, err
}

// Good: the get-or-create decides by its own check, reported inside it;
// the lookup before it is not reported again.
func login(ctx context.Context, u *users, sub, name string) error {
	if _, err := u.byOIDC(ctx, sub); !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err := u.createOrGet(ctx, name, sub)
	return err
}

// placeOrder reads the customer, then inserts the order: it looks up
// another table than the one it writes, and decides nothing of the order.
func placeOrder(ctx context.Context, db *sql.DB, customer, id string) error {
	var name string
	if err := db.QueryRowContext(ctx, "SELECT name FROM customers WHERE id = $1", customer).Scan(&name); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO orders (id, customer, name) VALUES ($1, $2, $3)", id, customer, name)
	return err
}

// Bad: the order is looked up, and placed when missing.
func order(ctx context.Context, db *sql.DB, customer, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM orders WHERE id = $1", id).Scan(&n); err != nil { // want `db.QueryRowContext decides whether placeOrder at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	return placeOrder(ctx, db, customer, id)
}

// Good: when the insert fails (a concurrent delivery created the row
// first), the loop looks the pipeline up again and finds it (go-vela's
// webhook).
func pipeline(ctx context.Context, db *sql.DB, commit string) (int, error) {
	var err error
	for i := 0; i < 3; i++ {
		var id int
		err = db.QueryRowContext(ctx, "SELECT id FROM pipelines WHERE commit = $1", commit).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if _, err = db.ExecContext(ctx, "INSERT INTO pipelines (commit) VALUES ($1)", commit); err != nil {
			continue // look again
		}
		return 0, nil
	}
	return 0, err
}

// Bad: a failed insert moves on to the next name; each name is checked
// once, and two concurrent imports both insert it.
func importAll(ctx context.Context, db *sql.DB, names []string) {
	for _, name := range names {
		var n int
		if err := db.QueryRowContext(ctx, "SELECT count(*) FROM tags WHERE name = $1", name).Scan(&n); err != nil || n > 0 { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
			continue
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO tags (name) VALUES ($1)", name); err != nil {
			continue
		}
		added(name)
	}
}

func added(string) {}

// Good: the same retry, with err a variable a deferred closure reads (kept
// in memory, as in go-vela's handler).
func pipelineLogged(ctx context.Context, db *sql.DB, commit string, logf func(error)) (id int, err error) {
	defer func() {
		if err != nil {
			logf(err)
		}
	}()
	for i := 0; i < 3; i++ {
		err = db.QueryRowContext(ctx, "SELECT id FROM pipelines WHERE commit = $1", commit).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if _, err = db.ExecContext(ctx, "INSERT INTO pipelines (commit) VALUES ($1)", commit); err != nil {
			continue // look again
		}
		return 0, nil
	}
	return 0, err
}
