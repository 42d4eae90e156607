// Package migrate keeps a registry of migrations that its files add from
// init and that Run applies once, at start-up.
package migrate

import (
	"context"
	"database/sql"
	"sort"
)

// Func is one migration step.
type Func func(ctx context.Context, db *sql.DB) error

// Migration is a registered step.
type Migration struct {
	Version int
	Up      Func
}

var registry = map[int]Migration{}

// Add registers up as version's step.
func Add(version int, up Func) {
	registry[version] = Migration{Version: version, Up: up}
}

// Run applies every registered step in order.
func Run(ctx context.Context, db *sql.DB) error {
	var vs []int
	for v := range registry {
		vs = append(vs, v)
	}
	sort.Ints(vs)
	for _, v := range vs {
		if err := registry[v].Up(ctx, db); err != nil {
			return err
		}
	}
	return nil
}
