package crud

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jmoiron/sqlx"
)

// Shapes of real CRUD services.

// Good: an attempt counter read against a limit, incremented on a wrong
// answer: a rate limit counts every attempt.
func verifyOTP(ctx context.Context, db *sql.DB, session, otp string) error {
	var wrong int
	if err := db.QueryRowContext(ctx, "SELECT wrong_attempts FROM sessions WHERE id = $1", session).Scan(&wrong); err != nil {
		return err
	}
	if wrong >= 10 {
		return errors.New("too many attempts")
	}
	if otp != "123456" {
		_, err := db.ExecContext(ctx, "UPDATE sessions SET wrong_attempts = wrong_attempts + 1 WHERE id = $1", session)
		return err
	}
	return nil
}

// Good: a quota on the members already invited, then an upsert.
func invite(ctx context.Context, db *sql.DB, admin, member string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM family WHERE admin_id = $1 AND status = 'invited'", admin).Scan(&n)
	if n >= 5 {
		return errors.New("family full")
	}
	_, err := db.ExecContext(ctx, "INSERT INTO family (admin_id, member_id, status) VALUES ($1, $2, 'invited') ON CONFLICT (admin_id, member_id) DO UPDATE SET status = 'invited'", admin, member)
	return err
}

// Good: an invite validated (pending), then sqlc's nullable update of that
// row: SET status = COALESCE($1, status) keeps or replaces, it does not add.
func rejectInvite(ctx context.Context, db *sql.DB, id string) error {
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM invites WHERE id = $1", id).Scan(&status); err != nil {
		return err
	}
	if status != "PENDING" {
		return errors.New("not pending")
	}
	_, err := db.ExecContext(ctx, "UPDATE invites SET status = COALESCE($1, status) WHERE id = $2", "REJECTED", id)
	return err
}

var errRunInProgress = errors.New("run in progress")

// insertRun turns the unique violation into its own error.
func insertRun(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO runs (id, status) VALUES ($1, 'running')", id)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return errRunInProgress
	}
	return err
}

// Good: the insert's helper treats a duplicate as "already running".
func startRun(ctx context.Context, db *sql.DB, id string) error {
	var running bool
	_ = db.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM runs WHERE id = $1)", id).Scan(&running)
	if running {
		return errRunInProgress
	}
	return insertRun(ctx, db, id)
}

// Good: an advisory transaction lock through sqlx.Tx's embedded *sql.Tx.
func lockedRebuild(ctx context.Context, db *sqlx.DB, id string) error {
	tx, err := db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock($1)", 42); err != nil {
		return err
	}
	var running bool
	_ = tx.QueryRowxContext(ctx, "SELECT EXISTS (SELECT 1 FROM runs WHERE id = $1)", id).Scan(&running)
	if running {
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO runs (id) VALUES ($1)", id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: a mute window on the last email sent: two deliveries both see it
// expired and both mail.
func notifyOnce(ctx context.Context, db *sql.DB, user string) error {
	var last time.Time
	_ = db.QueryRowContext(ctx, "SELECT sent_at FROM notifications WHERE user_id = $1", user).Scan(&last) // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if last.After(time.Now().Add(-10 * time.Minute)) {
		return nil
	}
	if err := send(user); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO notifications (user_id, sent_at) VALUES ($1, now())", user)
	return err
}

// Bad: the same window in microseconds, compared with a cutoff from the clock.
func notifyOnceMicros(ctx context.Context, db *sql.DB, user string) error {
	var last int64
	_ = db.QueryRowContext(ctx, "SELECT sent_at FROM notifications WHERE user_id = $1", user).Scan(&last) // want `db.QueryRowContext decides whether send at line \d+ runs`
	if last > time.Now().Add(-10*time.Minute).UnixMicro() {
		return nil
	}
	if err := send(user); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO notifications (user_id, sent_at) VALUES ($1, $2)", user, time.Now().UnixMicro())
	return err
}

// Bad: a send-count cap gating the coupon email and the count's increment:
// two deliveries both pass the cap and both mail.
func sendCoupon(ctx context.Context, db *sql.DB, user string) error {
	var sent int
	_ = db.QueryRowContext(ctx, "SELECT sent_count FROM coupons WHERE user_id = $1", user).Scan(&sent) // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if sent >= 3 {
		return nil
	}
	if err := send(user); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "UPDATE coupons SET sent_count = sent_count + 1 WHERE user_id = $1", user)
	return err
}

// Good: a quota guarding an upsert and its notification.
func inviteAndNotify(ctx context.Context, db *sql.DB, admin, member string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM family WHERE admin_id = $1", admin).Scan(&n)
	if n >= 5 {
		return errors.New("family full")
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO family (admin_id, member_id) VALUES ($1, $2) ON CONFLICT (admin_id, member_id) DO UPDATE SET status = 'invited'", admin, member); err != nil {
		return err
	}
	return send(member)
}

type billing interface {
	LicenseKey(ctx context.Context, org string) (string, error)
}

// Good: the branch tests a provider's answer for the org found, not the
// lookup itself (license features).
func licenseFeatures(ctx context.Context, db *sql.DB, b billing, org string) error {
	var uid string
	if err := db.QueryRowContext(ctx, "SELECT uid FROM orgs WHERE id = $1", org).Scan(&uid); err != nil {
		return err
	}
	if key, err := b.LicenseKey(ctx, uid); err == nil && key != "" {
		if _, err := db.ExecContext(ctx, "INSERT INTO orgs (id, key) VALUES ($1, $2)", org, key); err != nil {
			return err
		}
		return send(org)
	}
	return nil
}

// Good: the session found keys a second read, whose result decides (ente's
// two-factor verification).
func verifyTwoFactor(ctx context.Context, db *sql.DB, session, otp string) error {
	var user string
	if err := db.QueryRowContext(ctx, "SELECT user_id FROM two_factor_sessions WHERE id = $1", session).Scan(&user); err != nil {
		return err
	}
	var secret string
	if err := db.QueryRowContext(ctx, "SELECT secret FROM two_factor WHERE user_id = $1", user).Scan(&secret); err != nil {
		return err
	}
	if secret != otp {
		_, err := db.ExecContext(ctx, "INSERT INTO two_factor_sessions (id, wrong) VALUES ($1, 1)", session)
		return err
	}
	return nil
}

// Good: an attempt limit whose side under the cap only counts the attempt.
func srpVerify(ctx context.Context, db *sql.DB, session string) error {
	var attempts int
	if err := db.QueryRowContext(ctx, "SELECT attempt_count FROM srp_sessions WHERE id = $1", session).Scan(&attempts); err != nil {
		return err
	}
	if attempts >= 5 {
		return errors.New("too many attempts")
	}
	_, err := db.ExecContext(ctx, "UPDATE srp_sessions SET attempt_count = attempt_count + 1 WHERE id = $1", session)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO srp_audit (session_id) VALUES ($1)", session)
	return err
}
