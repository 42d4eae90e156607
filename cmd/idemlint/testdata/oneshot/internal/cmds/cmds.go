// Package cmds holds the command's subcommands: cobra runs each once,
// when it is invoked.
package cmds

import (
	"context"
	"database/sql"

	"github.com/spf13/cobra"
)

// DB is the database the subcommands use.
var DB *sql.DB

// AddTier is "app add-tier".
var AddTier = &cobra.Command{Use: "add-tier", RunE: addTier}

func addTier(cmd *cobra.Command, args []string) error {
	ctx := context.Background()
	var n int
	if err := DB.QueryRowContext(ctx, `SELECT count(*) FROM tiers WHERE code = $1`, args[0]).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := DB.ExecContext(ctx, `INSERT INTO tiers (code) VALUES ($1)`, args[0])
	return err
}

// NewPrune is "app prune": main gives it the function that opens the
// database, which its RunE calls, once, when the command is invoked.
func NewPrune(open func() (*sql.DB, error)) *cobra.Command {
	return newPrune(open)
}

func newPrune(open func() (*sql.DB, error)) *cobra.Command {
	return &cobra.Command{Use: "prune", RunE: func(cmd *cobra.Command, args []string) error {
		db, err := open()
		if err != nil {
			return err
		}
		_, err = db.ExecContext(context.Background(), `DELETE FROM sessions WHERE expired`)
		return err
	}}
}
