// Command cmdtable runs the command its first argument names, from a table
// in main, and consumes a queue whose handlers it registers from a table
// in a loop: only the handlers are redelivered.
package main

import (
	"context"
	"database/sql"
	"os"

	"github.com/nats-io/nats.go"
)

var db *sql.DB

func main() {
	commands := map[string]struct {
		run func(ctx context.Context) error
	}{
		"create-admin": {run: createAdmin},
		"seed":         {run: seed},
	}
	if c, ok := commands[os.Args[1]]; ok {
		c.run(context.Background())
	}
	nc, _ := nats.Connect("nats://localhost")
	handlers := map[string]nats.MsgHandler{
		"user.signup": signup,
	}
	for subj, h := range handlers {
		nc.Subscribe(subj, h)
	}
}

// createAdmin runs once, when the operator asks for it.
func createAdmin(ctx context.Context) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE name = $1`, "admin").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO users (name) VALUES ($1)`, "admin")
	return err
}

// seed runs once too.
func seed(ctx context.Context) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM plans WHERE name = $1`, "free").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO plans (name) VALUES ($1)`, "free")
	return err
}

// signup is registered from the table: every message may come twice.
func signup(m *nats.Msg) {
	ctx := context.Background()
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, string(m.Data)).Scan(&n); err != nil || n > 0 { // want `db.QueryRowContext decides whether db.ExecContext at line 68 runs; two concurrent deliveries`
		return
	}
	db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, string(m.Data))
}
