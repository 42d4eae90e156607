// Package sqlraw: dedup checks through database/sql.
package sqlraw

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: EXISTS, then mail, then record.
func existsThenInsert(ctx context.Context, db *sql.DB, id, to string) error {
	var seen bool
	if err := db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1`
		return err
	}
	if seen {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

// Bad: ErrNoRows decides.
func noRowsThenInsert(ctx context.Context, db *sql.DB, id string) error {
	var got string
	err := db.QueryRowContext(ctx, "SELECT id FROM processed WHERE id = $1", id).Scan(&got) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	}
	return err
}

// Bad: a count decides.
func countThenInsert(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

// Good: the claim is atomic; the check before it is an optimisation.
func checkThenClaim(ctx context.Context, db *sql.DB, id, to string) error {
	var seen bool
	_ = db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	if seen {
		return nil
	}
	res, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT (id) DO NOTHING", id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return send(to)
}

// Good: serializable isolation makes the pair atomic.
func serializable(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var seen bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen); err != nil {
		return err
	}
	if seen {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: the default isolation level does not.
func readCommitted(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var seen bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen); err != nil { // want `tx.QueryRowContext decides whether tx.ExecContext at line \d+ runs`
		return err
	}
	if seen {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Good: an advisory transaction lock on the key serialises the deliveries.
func advisory(ctx context.Context, db *sql.DB, id string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", id); err != nil {
		return err
	}
	var seen bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen); err != nil {
		return err
	}
	if seen {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Good: FOR UPDATE on the order row, then a test of its status.
func lockedStatus(ctx context.Context, tx *sql.Tx, id string) error {
	var status string
	if err := tx.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1 FOR UPDATE", id).Scan(&status); err != nil {
		return err
	}
	if status == "paid" {
		return nil
	}
	_, err := tx.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", id)
	return err
}

// Bad: FOR UPDATE whose branch tests "no row": a missing row locks nothing.
func lockedMissing(ctx context.Context, tx *sql.Tx, id string) error {
	var got string
	err := tx.QueryRowContext(ctx, "SELECT id FROM processed WHERE id = $1 FOR UPDATE", id).Scan(&got) // want `tx.QueryRowContext decides whether tx.ExecContext at line \d+ runs`
	if err == sql.ErrNoRows {
		_, err = tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	}
	return err
}

// Bad: a status read then an unconditional UPDATE of the same table, with a
// charge in between.
func statusThenUpdate(ctx context.Context, db *sql.DB, id, to string) error {
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — make the UPDATE conditional`
		return err
	}
	if status == "sent" {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "UPDATE orders SET status = 'sent' WHERE id = $1", id)
	return err
}

// Good: the write's unique violation is treated as "already done".
func uniqueHandled(ctx context.Context, db *sql.DB, id string) error {
	var seen bool
	_ = db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)", id).Scan(&seen)
	if seen {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	if isUniqueViolation(err) {
		return nil
	}
	return err
}

// Good: an error check is not a decision, and validation writes nothing of
// the table it read.
func validates(ctx context.Context, db *sql.DB, userID, to string) error {
	var email string
	if err := db.QueryRowContext(ctx, "SELECT email FROM users WHERE id = $1", userID).Scan(&email); err != nil {
		return err
	}
	if email == "" {
		return errors.New("no email")
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO audit (user_id) VALUES ($1)", userID); err != nil {
		return err
	}
	return send(to)
}

// Good: an upsert is naturally idempotent.
func upsert(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM counters WHERE id = $1", id).Scan(&n)
	if n == 0 {
		_, err := db.ExecContext(ctx, "INSERT INTO counters (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1", id)
		return err
	}
	return nil
}

// Good: FOR UPDATE SKIP LOCKED batches act on the rows they locked.
func skipLocked(ctx context.Context, tx *sql.Tx) error {
	var id string
	err := tx.QueryRowContext(ctx, "SELECT id FROM outbox WHERE sent = false LIMIT 1 FOR UPDATE SKIP LOCKED").Scan(&id)
	if err == sql.ErrNoRows {
		return nil
	}
	_, err = tx.ExecContext(ctx, "UPDATE outbox SET sent = true WHERE id = $1", id)
	return err
}

// Bad: INSERT … SELECT … WHERE NOT EXISTS looks atomic and is not.
func whereNotExists(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1)", id) // want `db.ExecContext inserts WHERE NOT EXISTS without a conflict clause`
	return err
}

// Good: with a conflict clause it is a claim.
func whereNotExistsConflict(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1) ON CONFLICT DO NOTHING", id)
	return err
}

// Silenced with a reason.
func silenced(ctx context.Context, db *sql.DB, id string) error {
	var n int
	//idemlint:ignore checkthenact single worker by deployment
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
	if n == 0 {
		_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	}
	return nil
}
