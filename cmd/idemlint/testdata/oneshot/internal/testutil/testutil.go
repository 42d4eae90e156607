// Package testutil holds fixtures that only tests call.
package testutil

import (
	"context"
	"database/sql"
	"testing"

	"example.com/contest/internal/app"
)

// Fixture inserts a user unless there is one.
func Fixture(ctx context.Context, db *sql.DB) {
	var n int
	db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, "fixture@example.com").Scan(&n)
	if n == 0 {
		db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, "fixture@example.com")
	}
}

// ServerManager runs the service for a test.
type ServerManager struct{ app *app.App }

// NewServer is a test helper: the package is test support.
func NewServer(t *testing.T, a *app.App) *ServerManager {
	t.Helper()
	return &ServerManager{app: a}
}

// Start initialises the service, as main does: its name is one the
// program's code calls on an interface, which does not make it reached.
func (sm *ServerManager) Start() error {
	return sm.app.Initialize(context.Background())
}
