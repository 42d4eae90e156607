// Package hooks keeps the functions that run after each sign-up, added
// from init and fired by the sign-up route.
package hooks

import (
	"context"
	"database/sql"
)

// Hook is one function run after a sign-up.
type Hook struct {
	Run func(ctx context.Context, db *sql.DB, email string) error
}

var hooks []Hook

// On adds run to the hooks.
func On(run func(ctx context.Context, db *sql.DB, email string) error) {
	hooks = append(hooks, Hook{Run: run})
}

// Fire runs every hook, per sign-up.
func Fire(ctx context.Context, db *sql.DB, email string) error {
	for _, h := range hooks {
		if err := h.Run(ctx, db, email); err != nil {
			return err
		}
	}
	return nil
}

func init() { On(welcome) }

// welcome records the welcome row unless there is one: run per sign-up.
func welcome(ctx context.Context, db *sql.DB, email string) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM welcomes WHERE email = $1`, email).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO welcomes (email) VALUES ($1)`, email)
	return err
}
