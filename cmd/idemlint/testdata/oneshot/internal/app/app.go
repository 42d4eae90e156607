// Package app initialises the service at start-up: main runs Initialize
// once; the test helpers' server runs it too.
package app

import (
	"context"
	"database/sql"
)

// App is the service.
type App struct{ DB *sql.DB }

// Initialize creates the root user unless there is one.
func (a *App) Initialize(ctx context.Context) error {
	var n int
	if err := a.DB.QueryRowContext(ctx, `SELECT count(*) FROM roots WHERE email = $1`, "root@example.com").Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		_, err := a.DB.ExecContext(ctx, `INSERT INTO roots (email) VALUES ($1)`, "root@example.com")
		return err
	}
	return nil
}
