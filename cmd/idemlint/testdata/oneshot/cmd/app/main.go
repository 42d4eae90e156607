// Command app seeds the database, runs a subcommand (from a table, a
// struct of functions or cobra) or serves sign-ups.
package main

import (
	"context"
	"database/sql"
	"net/http"
	"os"

	"example.com/contest/internal/app"
	"example.com/contest/internal/boot"
	"example.com/contest/internal/cli"
	"example.com/contest/internal/cmds"
	"example.com/contest/internal/hooks"
	"example.com/contest/internal/migrate"
	"example.com/contest/internal/repo"
	"example.com/contest/internal/seed"
	"example.com/contest/internal/users"
	"example.com/contest/setup"
)

func main() {
	ctx := context.Background()
	db, _ := sql.Open("postgres", "")
	if err := migrate.Run(ctx, db); err != nil {
		panic(err)
	}
	if err := (&app.App{DB: db}).Initialize(ctx); err != nil {
		panic(err)
	}
	if err := seed.Admin(ctx, db); err != nil {
		panic(err)
	}
	if _, err := repo.New(db); err != nil {
		panic(err)
	}
	if err := setup.Currency(ctx, db); err != nil {
		panic(err)
	}
	if err := cli.Run(ctx, db); err != nil {
		panic(err)
	}
	commands := map[string]struct {
		run func(context.Context, *sql.DB) error
	}{
		"plans": {run: seed.Plans},
	}
	if c, ok := commands[os.Args[1]]; ok {
		if err := c.run(ctx, db); err != nil {
			panic(err)
		}
	}
	if err := dispatch(ctx, db, os.Args[1:], subcommands{restore: seed.Restore}); err != nil {
		panic(err)
	}
	cmds.DB = db
	if err := cmds.AddTier.Execute(); err != nil {
		panic(err)
	}
	prune := cmds.NewPrune(func() (*sql.DB, error) {
		return boot.Open(ctx)
	})
	if err := prune.Execute(); err != nil {
		panic(err)
	}
	s := &users.Store{DB: db}
	sv := &users.Server{Create: s.SignUp}
	http.HandleFunc("/signup", sv.ServeSignUp)
	http.HandleFunc("/welcome", func(w http.ResponseWriter, r *http.Request) {
		hooks.Fire(r.Context(), db, r.FormValue("email"))
	})
	users.Mount(http.DefaultServeMux, s.Invite)
	http.HandleFunc("/kick", func(w http.ResponseWriter, r *http.Request) {
		var k kicker = ticker{}
		k.Start()
	})
	http.ListenAndServe(":8080", nil)
}

// kicker starts a background ticker.
type kicker interface{ Start() error }

type ticker struct{}

func (ticker) Start() error { return nil }

// subcommands are the functions of the subcommands dispatch runs.
type subcommands struct {
	restore func(context.Context, *sql.DB) error
}

// dispatch runs the subcommand args name, once.
func dispatch(ctx context.Context, db *sql.DB, args []string, c subcommands) error {
	if len(args) == 0 || args[0] != "restore" || c.restore == nil {
		return nil
	}
	return c.restore(ctx, db)
}
