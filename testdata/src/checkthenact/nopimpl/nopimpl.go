// Package nopimpl calls its storage through interfaces whose
// implementations include ones that do nothing: a no-op is no
// disagreement, so the call is what the SQL implementation does.
package nopimpl

import (
	"context"
	"database/sql"
	"log"

	"checkthenact/nopimpl/nop"
)

// Store is what the handlers need of storage.
type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	Save(ctx context.Context, id string) error
}

// SQLStore keeps ids in a table.
type SQLStore struct{ DB *sql.DB }

func (s *SQLStore) Seen(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM events WHERE id = $1`, id).Scan(&n)
	return n > 0, err
}

func (s *SQLStore) Save(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO events (id) VALUES ($1)`, id)
	return err
}

func (s *SQLStore) Put(ctx context.Context, id string) error { return s.Save(ctx, id) }

// memory does nothing, in this package.
type memory struct{}

func (memory) Seen(context.Context, string) (bool, error) { return false, nil }
func (memory) Save(context.Context, string) error         { return nil }

var (
	_ Store = (*SQLStore)(nil)
	_ Store = memory{}
	_ Store = nop.Store{}
	_ Store = nop.Unsupported{}
)

// Bad: whichever store it is, two concurrent calls both pass the check.
func Handle(ctx context.Context, s Store, id string) error {
	seen, err := s.Seen(ctx, id) // want `s.Seen decides whether s.Save at line \d+ runs`
	if err != nil || seen {
		return err
	}
	return s.Save(ctx, id)
}

// Ledger has an implementation that does something the model does not
// know (it logs): the call may be it.
type Ledger interface {
	Seen(ctx context.Context, id string) (bool, error)
	Put(ctx context.Context, id string) error
}

// logging is storage that logs: it does something, and nothing the model
// knows.
type logging struct{}

func (logging) Seen(_ context.Context, id string) (bool, error) {
	log.Printf("seen? %s", id)
	return false, nil
}

func (logging) Put(_ context.Context, id string) error {
	log.Printf("put %s", id)
	return nil
}

var (
	_ Ledger = (*SQLStore)(nil)
	_ Ledger = logging{}
)

// Good: not known to be a check.
func Audit(ctx context.Context, l Ledger, id string) error {
	seen, err := l.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	return l.Put(ctx, id)
}
