// Package exemptions holds the checks whose exemptions are as narrow as
// the rule: a random id exempts only the row it keys, a create of several
// tables pairs with a check of any of them, and a check whose outcome is
// written into the row the act creates decides it through data.
package exemptions

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
)

type Store struct{ db *sql.DB }

// Bad: the new user's id is random, but the check looked up the email:
// two concurrent sign-ups both find no user and both insert one.
func (s *Store) SignUp(ctx context.Context, email string) error {
	var id string
	err := s.db.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, email).Scan(&id) // want `s.db.QueryRowContext decides whether s.db.ExecContext at line 28 runs`
	if err == nil {
		return nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO users (id, email) VALUES ($1, $2)`, uuid.NewString(), email)
	return err
}

// Good: no session under the cookie's id: a new one under a fresh id, in
// the column the check looked up.
func (s *Store) Session(ctx context.Context, sid string) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, `SELECT id FROM sessions WHERE id = $1`, sid).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		id = uuid.NewString()
		_, err = s.db.ExecContext(ctx, `INSERT INTO sessions (id, data) VALUES ($1, $2)`, id, "{}")
	}
	return id, err
}

// createOrder writes the order and takes stock: a create of orders among
// other writes.
func (s *Store) createOrder(ctx context.Context, id string, qty int) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, id); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `UPDATE stock SET qty = qty - $2 WHERE sku = $1`, "sku-1", qty)
	return err
}

// Bad: the order is looked up, then created with its stock by a helper.
func (s *Store) PlaceOrder(ctx context.Context, id string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM orders WHERE id = $1`, id).Scan(&n); err != nil { // want `s.db.QueryRowContext decides whether s.createOrder at line 63 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	return s.createOrder(ctx, id, 1)
}

// audit writes an audit line and takes stock: it creates no order.
func (s *Store) audit(ctx context.Context, id string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO audit_log (what) VALUES ($1)`, id); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `UPDATE stock SET checked = true WHERE sku = $1`, id)
	return err
}

// Good: the order must exist; the helper creates no order.
func (s *Store) Audit(ctx context.Context, id string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM orders WHERE id = $1`, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	return s.audit(ctx, id)
}

type Event struct {
	ID          string
	IsDuplicate bool
}

// Bad: whether the event was seen is stored into the event row that is
// created either way: two concurrent deliveries both store "not a
// duplicate".
func (s *Store) Record(ctx context.Context, evt *Event) error {
	var exists bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM events WHERE id = $1)`, evt.ID).Scan(&exists); err != nil { // want `s.db.QueryRowContext's outcome is written into the row s.db.ExecContext at line 101 creates`
		return err
	}
	evt.IsDuplicate = exists
	_, err := s.db.ExecContext(ctx, `INSERT INTO events (id, is_duplicate) VALUES ($1, $2)`, evt.ID, evt.IsDuplicate)
	return err
}

// Good: the event is claimed; the duplicate flag only annotates it.
func (s *Store) RecordClaimed(ctx context.Context, evt *Event) error {
	var exists bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM events WHERE id = $1)`, evt.ID).Scan(&exists); err != nil {
		return err
	}
	res, err := s.db.ExecContext(ctx, `INSERT INTO events (id, is_duplicate) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, evt.ID, exists)
	if err != nil {
		return err
	}
	_, err = res.RowsAffected()
	return err
}

type Comment struct {
	ID, ParentID string
	Depth        int
}

// Good: the parent's depth (what was read, not whether it was there) goes
// into a new reply of the same table.
func (s *Store) Reply(ctx context.Context, parentID string) error {
	var depth int
	if err := s.db.QueryRowContext(ctx, `SELECT depth FROM comments WHERE id = $1`, parentID).Scan(&depth); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO comments (id, parent_id, depth) VALUES ($1, $2, $3)`, uuid.NewString(), parentID, depth+1)
	return err
}

func (s *Store) createEvent(ctx context.Context, evt *Event) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO events (id, is_duplicate) VALUES ($1, $2)`, evt.ID, evt.IsDuplicate)
	return err
}

// Bad: the same, the event created by a helper of the store.
func (s *Store) RecordViaHelper(ctx context.Context, evt *Event) error {
	var exists bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM events WHERE id = $1)`, evt.ID).Scan(&exists); err != nil { // want `s.db.QueryRowContext's outcome is written into the row s.createEvent at line 147 creates`
		return err
	}
	evt.IsDuplicate = exists
	return s.createEvent(ctx, evt)
}

// Queries is sqlc's shape: generated methods on a handle built from a
// transaction.
type Queries struct{ tx *sql.Tx }

func NewQueries(tx *sql.Tx) *Queries { return &Queries{tx: tx} }

func (q *Queries) Seen(ctx context.Context, id string) (bool, error) {
	var seen bool
	err := q.tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&seen)
	return seen, err
}

func (q *Queries) Insert(ctx context.Context, id string) error {
	_, err := q.tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
	return err
}

// Good: an advisory lock of the transaction the queries run in serialises
// the deliveries (dynamic subscriptions).
func (s *Store) Locked(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext($1))", id); err != nil {
		return err
	}
	q := NewQueries(tx)
	seen, err := q.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	if err := q.Insert(ctx, id); err != nil {
		return err
	}
	return tx.Commit()
}

// Bad: the same without the lock.
func (s *Store) Unlocked(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	q := NewQueries(tx)
	seen, err := q.Seen(ctx, id) // want `q.Seen decides whether q.Insert at line 201 runs`
	if err != nil || seen {
		return err
	}
	if err := q.Insert(ctx, id); err != nil {
		return err
	}
	return tx.Commit()
}

type User struct {
	Name  string
	Admin bool
}

func (s *Store) countUsers(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM users`).Scan(&n)
	return n, err
}

func (s *Store) createUser(ctx context.Context, u *User) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO users (name, admin) VALUES ($1, $2)`, u.Name, u.Admin)
	return err
}

// Good here: the first user becomes an admin; the count looks for no row,
// so the user created is not the row it looked for (wakapi's sign-up).
func (s *Store) SignUpFirstAdmin(ctx context.Context, name string) error {
	n, err := s.countUsers(ctx)
	if err != nil {
		return err
	}
	return s.createUser(ctx, &User{Name: name, Admin: n == 0})
}

// insertOrder creates the order and its first line.
func (s *Store) insertOrder(ctx context.Context, id string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO orders (id) VALUES ($1)`, id); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO order_lines (order_id, sku) VALUES ($1, 'sku-1')`, id)
	return err
}

// newOrder creates the order through the helper: one call that creates
// rows of several tables.
func (s *Store) newOrder(ctx context.Context, id string) error {
	return s.insertOrder(ctx, id)
}

// Bad: the order is looked up, then created through a wrapper of the
// helper (lango's session adapter: a session and its messages).
func (s *Store) PlaceOrderWrapped(ctx context.Context, id string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM orders WHERE id = $1`, id).Scan(&n); err != nil { // want `s.db.QueryRowContext decides whether s.newOrder at line 258 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	return s.newOrder(ctx, id)
}
