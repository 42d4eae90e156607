// Package sqlcpgx mimics code sqlc generates for pgx v5: queries through
// a DBTX interface that pgx.Conn, pgxpool.Pool, pgxpool.Conn and
// pgxpool.Tx implement, rows scanned into the fields of a struct.
package sqlcpgx

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type DBTX interface {
	Exec(context.Context, string, ...interface{}) (pgconn.CommandTag, error)
	Query(context.Context, string, ...interface{}) (pgx.Rows, error)
	QueryRow(context.Context, string, ...interface{}) pgx.Row
}

type Queries struct{ db DBTX }

func New(db DBTX) *Queries { return &Queries{db: db} }

type Event struct {
	ID     string
	Status string
}

const getEvent = `SELECT id, status FROM events WHERE id = $1`

func (q *Queries) GetEvent(ctx context.Context, id string) (Event, error) {
	row := q.db.QueryRow(ctx, getEvent, id) // want `check q.db.QueryRow table=events`
	var i Event
	err := row.Scan(&i.ID, &i.Status)
	return i, err
}

const insertEvent = `INSERT INTO events (id, status) VALUES ($1, 'new')`

func (q *Queries) InsertEvent(ctx context.Context, id string) error {
	_, err := q.db.Exec(ctx, insertEvent, id) // want `write q.db.Exec table=events`
	return err
}

// The service runs the queries on a pool transaction.
func handle(ctx context.Context, pool *pgxpool.Pool, tx *pgxpool.Tx, id string) error {
	q := New(tx)
	ev, err := q.GetEvent(ctx, id) // want `check q.GetEvent table=events`
	if err == nil && ev.Status != "" {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	if err := q.InsertEvent(ctx, id); err != nil { // want `write q.InsertEvent table=events`
		return err
	}
	return tx.Commit(ctx) // want `commit tx.Commit tx=param3`
}
