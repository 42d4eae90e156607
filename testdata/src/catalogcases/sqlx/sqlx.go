// Package sqlx calls every catalog row of github.com/jmoiron/sqlx once.
package sqlx

import (
	"context"
	"database/sql"

	"github.com/jmoiron/sqlx"
)

type order struct {
	ID     int64  `db:"id"`
	Status string `db:"status"`
}

func dbReads(ctx context.Context, db *sqlx.DB) {
	var o order
	var os []order
	_ = db.Get(&o, "SELECT id, status FROM orders WHERE id = $1", 1)             // row: DB.Get
	_ = db.Select(&os, "SELECT id, status FROM orders")                          // row: DB.Select
	_ = db.GetContext(ctx, &o, "SELECT id, status FROM orders WHERE id = $1", 1) // row: DB.GetContext
	_ = db.SelectContext(ctx, &os, "SELECT id, status FROM orders")              // row: DB.SelectContext
	rows, _ := db.Queryx("SELECT id FROM orders")                                // row: DB.Queryx
	_ = rows
	_ = db.QueryRowx("SELECT id FROM orders WHERE id = $1", 1).StructScan(&o) // row: DB.QueryRowx
	rows, _ = db.QueryxContext(ctx, "SELECT id FROM orders")                  // row: DB.QueryxContext
	_ = rows
	_ = db.QueryRowxContext(ctx, "SELECT id FROM orders WHERE id = $1", 1).Scan(&o.ID) // row: DB.QueryRowxContext
	rows, _ = db.NamedQuery("SELECT id FROM orders WHERE id = :id", o)                 // row: DB.NamedQuery
	_ = rows
	rows, _ = db.NamedQueryContext(ctx, "SELECT id FROM orders WHERE id = :id", o) // row: DB.NamedQueryContext
	_ = rows
}

func dbWrites(ctx context.Context, db *sqlx.DB) {
	o := order{ID: 1, Status: "paid"}
	_, _ = db.NamedExec("INSERT INTO orders (id, status) VALUES (:id, :status)", o)                 // row: DB.NamedExec
	_, _ = db.NamedExecContext(ctx, "UPDATE orders SET status = :status WHERE id = :id", o)         // row: DB.NamedExecContext
	_ = db.MustExec("DELETE FROM orders WHERE id = $1", 1)                                          // row: DB.MustExec
	_ = db.MustExecContext(ctx, "INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING", 1) // row: DB.MustExecContext
}

func dbBegin(ctx context.Context, db *sqlx.DB) error {
	tx, err := db.Beginx() // row: DB.Beginx
	if err != nil {
		return err
	}
	_ = tx.Rollback()
	tx = db.MustBegin() // row: DB.MustBegin
	_ = tx.Rollback()
	tx, err = db.BeginTxx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}) // row: DB.BeginTxx
	if err != nil {
		return err
	}
	_ = tx.Rollback()
	tx = db.MustBeginTx(ctx, nil) // row: DB.MustBeginTx
	return tx.Commit()
}

func txCalls(ctx context.Context, tx *sqlx.Tx) error {
	var o order
	var os []order
	_ = tx.Get(&o, "SELECT id, status FROM orders WHERE id = $1", 1)             // row: Tx.Get
	_ = tx.Select(&os, "SELECT id, status FROM orders")                          // row: Tx.Select
	_ = tx.GetContext(ctx, &o, "SELECT id, status FROM orders WHERE id = $1", 1) // row: Tx.GetContext
	_ = tx.SelectContext(ctx, &os, "SELECT id, status FROM orders")              // row: Tx.SelectContext
	rows, _ := tx.Queryx("SELECT id FROM orders")                                // row: Tx.Queryx
	_ = rows
	_ = tx.QueryRowx("SELECT id FROM orders WHERE id = $1", 1).Scan(&o.ID) // row: Tx.QueryRowx
	rows, _ = tx.QueryxContext(ctx, "SELECT id FROM orders")               // row: Tx.QueryxContext
	_ = rows
	_ = tx.QueryRowxContext(ctx, "SELECT id FROM orders WHERE id = $1", 1).Scan(&o.ID) // row: Tx.QueryRowxContext
	rows, _ = tx.NamedQuery("SELECT id FROM orders WHERE id = :id", o)                 // row: Tx.NamedQuery
	_ = rows
	_, _ = tx.NamedExec("INSERT INTO orders (id, status) VALUES (:id, :status)", o)         // row: Tx.NamedExec
	_, _ = tx.NamedExecContext(ctx, "UPDATE orders SET status = :status WHERE id = :id", o) // row: Tx.NamedExecContext
	_ = tx.MustExec("DELETE FROM orders WHERE id = $1", 1)                                  // row: Tx.MustExec
	_ = tx.MustExecContext(ctx, "DELETE FROM orders WHERE id = $1", 1)                      // row: Tx.MustExecContext
	return tx.Commit()
}

func connCalls(ctx context.Context, db *sqlx.DB) error {
	c, err := db.Connx(ctx)
	if err != nil {
		return err
	}
	var o order
	var os []order
	_ = c.GetContext(ctx, &o, "SELECT id, status FROM orders WHERE id = $1", 1) // row: Conn.GetContext
	_ = c.SelectContext(ctx, &os, "SELECT id, status FROM orders")              // row: Conn.SelectContext
	rows, _ := c.QueryxContext(ctx, "SELECT id FROM orders")                    // row: Conn.QueryxContext
	_ = rows
	_ = c.QueryRowxContext(ctx, "SELECT id FROM orders WHERE id = $1", 1).Scan(&o.ID) // row: Conn.QueryRowxContext
	tx, err := c.BeginTxx(ctx, nil)                                                   // row: Conn.BeginTxx
	if err != nil {
		return err
	}
	return tx.Commit()
}

func helpers(ctx context.Context, db *sqlx.DB) {
	var o order
	var os []order
	_ = sqlx.Get(db, &o, "SELECT id, status FROM orders WHERE id = $1", 1)             // row: Get
	_ = sqlx.GetContext(ctx, db, &o, "SELECT id, status FROM orders WHERE id = $1", 1) // row: GetContext
	_ = sqlx.Select(db, &os, "SELECT id, status FROM orders")                          // row: Select
	_ = sqlx.SelectContext(ctx, db, &os, "SELECT id, status FROM orders")              // row: SelectContext
	rows, _ := sqlx.NamedQuery(db, "SELECT id FROM orders WHERE id = :id", o)          // row: NamedQuery
	_ = rows
	rows, _ = sqlx.NamedQueryContext(ctx, db, "SELECT id FROM orders WHERE id = :id", o) // row: NamedQueryContext
	_ = rows
	_, _ = sqlx.NamedExec(db, "UPDATE orders SET status = :status WHERE id = :id", o)             // row: NamedExec
	_, _ = sqlx.NamedExecContext(ctx, db, "UPDATE orders SET status = :status WHERE id = :id", o) // row: NamedExecContext
	_ = sqlx.MustExec(db, "DELETE FROM orders WHERE id = $1", 1)                                  // row: MustExec
	_ = sqlx.MustExecContext(ctx, db, "DELETE FROM orders WHERE id = $1", 1)                      // row: MustExecContext
}
