// Package sqlops exercises SQL through database/sql.
package sqlops

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

const table = "processed"

func check(ctx context.Context, db *sql.DB, id string) bool {
	var n int
	err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE event_id = $1", id).Scan(&n) // want `check db.QueryRowContext table=processed`
	return err == nil && n > 0
}

func checkSprintf(ctx context.Context, db *sql.DB, id string) bool {
	var ok bool
	q := fmt.Sprintf("SELECT EXISTS(SELECT 1 FROM %s WHERE event_id = $1)", table)
	_ = db.QueryRowContext(ctx, q, id).Scan(&ok) // want `check db.QueryRowContext table=processed`
	return ok
}

func unknownRead(ctx context.Context, db *sql.DB, q string) {
	_, _ = db.QueryContext(ctx, q) // an unresolvable read names nothing
}

func write(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (event_id) VALUES ($1)", id) // want `write db.ExecContext table=processed`
	return err
}

func upsert(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET seen = now()", id) // want `write db.ExecContext table=processed`
	return err
}

func claim(ctx context.Context, db *sql.DB, id string) (bool, error) {
	res, err := db.ExecContext(ctx, "INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING", id) // want `claim db.ExecContext table=processed`
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func claimUnconsulted(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT DO NOTHING", id) // want `claim db.ExecContext table=processed unconsulted`
	return err
}

func claimReturning(ctx context.Context, db *sql.DB, id string) (bool, error) {
	var got string
	err := db.QueryRowContext(ctx, "INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id", id).Scan(&got) // want `claim db.QueryRowContext table=processed`
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

func guardedUpdate(ctx context.Context, db *sql.DB, id string) (bool, error) {
	res, err := db.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1 AND status = 'pending'", id) // want `claim db.ExecContext table=orders`
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

func unguardedUpdate(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", id) // want `write db.ExecContext table=orders`
	if err != nil {
		return err
	}
	_, err = res.RowsAffected()
	return err
}

func inTx(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}) // want `begin db.BeginTx tx=db.BeginTx/serializable`
	if err != nil {
		return err
	}
	defer tx.Rollback()                                                                              // want `rollback tx.Rollback tx=db.BeginTx/serializable`
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", id); err != nil { // want `lock tx.ExecContext tx=db.BeginTx/serializable`
		return err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM outbox WHERE id = $1", id); err != nil { // want `write tx.ExecContext table=outbox tx=db.BeginTx/serializable`
		return err
	}
	return tx.Commit() // want `commit tx.Commit tx=db.BeginTx/serializable`
}

func plainTx(ctx context.Context, db *sql.DB) error {
	tx, err := db.Begin() // want `begin db.Begin tx=db.Begin`
	if err != nil {
		return err
	}
	return tx.Commit() // want `commit tx.Commit tx=db.Begin`
}

func txParam(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, "UPDATE orders SET shipped = true WHERE id = $1", id) // want `write tx.ExecContext table=orders tx=param2`
	return err
}

func record(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id) // want `write db.ExecContext table=processed`
	return err
}

// A phi that lists itself as an edge (found in nats-server: it crashed the
// model with infinite recursion).
func selfPhi(ctx context.Context, dbs []*sql.DB, id string) error {
	var last *sql.DB
	for _, d := range dbs {
		if d == nil {
			continue
		}
		last = d
	}
	return record(ctx, last, id) // want `write record table=processed`
}

// SQL text through a phi of phis stays bounded.
func phis(ctx context.Context, db *sql.DB, a, b, c bool) {
	q := "DELETE FROM t"
	for i := 0; i < 3; i++ {
		if a {
			q = q + ""
		}
		if b {
			q = "DELETE FROM t"
		}
		if c {
			q += ""
		}
	}
	db.ExecContext(ctx, q) // want `write db.ExecContext`
}
