package crud

import (
	"context"
	"database/sql"
	"errors"

	"github.com/go-sql-driver/mysql"
	"github.com/lib/pq"
)

// Good: an ownership check with a combined condition, then an UPDATE of
// the row found.
func renameTask(ctx context.Context, db *sql.DB, id, owner int64, name string) error {
	var taskOwner int64
	err := db.QueryRowContext(ctx, "SELECT owner_id FROM tasks WHERE id = $1", id).Scan(&taskOwner)
	if err != nil || taskOwner != owner {
		return ErrNotFound
	}
	_, err = db.ExecContext(ctx, "UPDATE tasks SET name = $1 WHERE id = $2", name, id)
	return err
}

// Good: a 404 check, then a DELETE of the row found.
func deleteTask(ctx context.Context, db *sql.DB, id int64) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM tasks WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	_, err := db.ExecContext(ctx, "DELETE FROM tasks WHERE id = $1", id)
	return err
}

type cursors struct{ db *sql.DB }

// saveCursor reads the cursor and upserts it: to its callers an
// idempotent write, though it also reads.
func (c *cursors) saveCursor(ctx context.Context, name, pos string) error {
	var cur string
	_ = c.db.QueryRowContext(ctx, "SELECT pos FROM cursors WHERE name = $1", name).Scan(&cur)
	if cur == pos {
		return nil
	}
	_, err := c.db.ExecContext(ctx, "INSERT INTO cursors (name, pos) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET pos = EXCLUDED.pos", name, pos)
	return err
}

// Good: the guarded write is an upsert reached through a wrapper that also reads.
func (c *cursors) resume(ctx context.Context, name string) error {
	var n int
	_ = c.db.QueryRowContext(ctx, "SELECT count(*) FROM cursors WHERE name = $1", name).Scan(&n)
	if n == 0 {
		return c.saveCursor(ctx, name, "0")
	}
	return nil
}

// markSeen inserts or ignores, and nobody learns which.
func (c *cursors) markSeen(ctx context.Context, name string) error {
	_, err := c.db.ExecContext(ctx, "INSERT INTO cursors (name, pos) VALUES ($1, '') ON CONFLICT DO NOTHING", name)
	return err
}

// Good: every guarded act is idempotent (insert-or-ignore, delete), and no
// effect is guarded: a resume marker.
func (c *cursors) reset(ctx context.Context, name string) error {
	var exists bool
	_ = c.db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM cursors WHERE name = $1)", name).Scan(&exists)
	if !exists {
		if err := c.markSeen(ctx, name); err != nil {
			return err
		}
		_, err := c.db.ExecContext(ctx, "DELETE FROM checkpoints WHERE name = $1", name)
		return err
	}
	return nil
}

// Good: a seed guarded by "the table has no row", keyless in any form.
func seedSettings(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, "INSERT INTO settings (name, value) SELECT 'theme', 'dark' WHERE NOT EXISTS (SELECT * FROM settings LIMIT 1)")
	if err != nil {
		return err
	}
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM settings").Scan(&n)
	if n == 0 {
		_, err = db.ExecContext(ctx, "INSERT INTO settings (name, value) VALUES ('lang', 'en')")
	}
	return err
}

// Good: the key was minted by INSERT … RETURNING a few lines earlier.
func createRun(ctx context.Context, db *sql.DB, job string) error {
	var run int64
	if err := db.QueryRowContext(ctx, "INSERT INTO runs (job) VALUES ($1) RETURNING id", job).Scan(&run); err != nil {
		return err
	}
	var exists bool
	_ = db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM run_steps WHERE run_id = $1)", run).Scan(&exists)
	if !exists {
		_, err := db.ExecContext(ctx, "INSERT INTO run_steps (run_id, step) VALUES ($1, 1)", run)
		return err
	}
	return nil
}

// Good: MySQL GET_LOCK on a dedicated connection, held across the check
// and the write.
func lockedOnConn(ctx context.Context, db *sql.DB, id string) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var got int
	if err := conn.QueryRowContext(ctx, "SELECT GET_LOCK(?, 10)", id).Scan(&got); err != nil || got != 1 {
		return errors.New("lock")
	}
	defer conn.ExecContext(ctx, "SELECT RELEASE_LOCK(?)", id)
	var n int
	_ = conn.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n)
	if n > 0 {
		return nil
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id); err != nil {
		return err
	}
	return send(id)
}

// Bad: GET_LOCK on the pool locks one pooled connection, and the check
// may run on another.
func lockedOnPool(ctx context.Context, db *sql.DB, id string) error {
	var got int
	_ = db.QueryRowContext(ctx, "SELECT GET_LOCK(?, 10)", id).Scan(&got)
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n) // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if n > 0 {
		return nil
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id); err != nil {
		return err
	}
	return send(id)
}

// Good: MySQL's duplicate entry (1062) through errors.As is "already done".
func mysqlDuplicate(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = ?", id).Scan(&n)
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES (?)", id)
	var me *mysql.MySQLError
	if errors.As(err, &me) && me.Number == 1062 {
		return nil
	}
	if err != nil {
		return err
	}
	return send(id)
}

// Good: lib/pq's unique_violation (23505) is "already done".
func pqDuplicate(ctx context.Context, db *sql.DB, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	var pe *pq.Error
	if errors.As(err, &pe) && pe.Code == "23505" {
		return nil
	}
	if err != nil {
		return err
	}
	return send(id)
}

// Bad: an existence check, then a plain INSERT and an email.
func welcomeOnce(ctx context.Context, db *sql.DB, user string) error {
	var exists bool
	_ = db.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM welcomed WHERE user_id = $1)", user).Scan(&exists) // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email — claim with INSERT … ON CONFLICT DO NOTHING`
	if exists {
		return nil
	}
	if err := send(user); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO welcomed (user_id) VALUES ($1)", user)
	return err
}

// Bad: the absent side credits an account (UPDATE … SET n = n + …).
func creditOnce(ctx context.Context, db *sql.DB, payment string, account int64) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM credited WHERE payment_id = $1", payment).Scan(&n) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both apply db.ExecContext`
	if n > 0 {
		return nil
	}
	if _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + 10 WHERE id = $1", account); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO credited (payment_id) VALUES ($1)", payment)
	return err
}

// withSerializableTx runs fn in a serializable transaction it begins and
// commits: a transaction callback for its callers.
func withSerializableTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// withTx does the same at the default isolation.
func withTx(ctx context.Context, db *sql.DB, fn func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Good: check and insert in one serializable transaction opened by a
// program helper.
func serialHelper(ctx context.Context, db *sql.DB, id string) error {
	return withSerializableTx(ctx, db, func(tx *sql.Tx) error {
		var n int
		_ = tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n)
		if n > 0 {
			return nil
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	})
}

// Bad: the same in a read-committed transaction: both deliveries see no row.
func readCommittedHelper(ctx context.Context, db *sql.DB, id string) error {
	return withTx(ctx, db, func(tx *sql.Tx) error {
		var n int
		_ = tx.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n) // want `tx.QueryRowContext decides whether tx.ExecContext at line \d+ runs`
		if n > 0 {
			return nil
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
		return err
	})
}

type plugins struct{ db *sql.DB }

// createConf creates the plugin's row and its internal application: rows
// in two tables.
func (p *plugins) createConf(ctx context.Context, user, path string) error {
	if _, err := p.db.ExecContext(ctx, "INSERT INTO applications (user_id, name) VALUES ($1, $2)", user, path); err != nil {
		return err
	}
	_, err := p.db.ExecContext(ctx, "INSERT INTO plugin_confs (user_id, path) VALUES ($1, $2)", user, path)
	return err
}

// touchConf creates an audit row and updates the conf.
func (p *plugins) touchConf(ctx context.Context, user, path string) error {
	if _, err := p.db.ExecContext(ctx, "INSERT INTO audit (user_id) VALUES ($1)", user); err != nil {
		return err
	}
	_, err := p.db.ExecContext(ctx, "UPDATE plugin_confs SET seen = now() WHERE user_id = $1 AND path = $2", user, path)
	return err
}

// Bad: the conf is looked up, then created with another table's row.
func (p *plugins) initPlugin(ctx context.Context, user, path string) error {
	var n int
	_ = p.db.QueryRowContext(ctx, "SELECT count(*) FROM plugin_confs WHERE user_id = $1 AND path = $2", user, path).Scan(&n) // want `p.db.QueryRowContext decides whether p.createConf at line \d+ runs`
	if n == 0 {
		return p.createConf(ctx, user, path)
	}
	return nil
}

// Good: the wrapper only updates the checked table (and creates another's row).
func (p *plugins) touch(ctx context.Context, user, path string) error {
	var n int
	_ = p.db.QueryRowContext(ctx, "SELECT count(*) FROM plugin_confs WHERE user_id = $1 AND path = $2", user, path).Scan(&n)
	if n == 0 {
		return p.touchConf(ctx, user, path)
	}
	return nil
}
