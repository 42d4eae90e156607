// Package bun calls every catalog row of github.com/uptrace/bun once.
package bun

import (
	"context"
	"database/sql"

	"github.com/uptrace/bun"
)

type order struct {
	ID     int64
	Status string
}

type processed struct {
	EventID string
}

func sqlText(ctx context.Context, db *bun.DB) {
	var id int64
	rows, _ := db.Query("SELECT id FROM orders") // row: DB.Query
	_ = rows
	rows, _ = db.QueryContext(ctx, "SELECT id FROM orders") // row: DB.QueryContext
	_ = rows
	_ = db.QueryRow("SELECT id FROM orders WHERE id = ?", 1).Scan(&id)              // row: DB.QueryRow
	_ = db.QueryRowContext(ctx, "SELECT id FROM orders WHERE id = ?", 1).Scan(&id)  // row: DB.QueryRowContext
	_, _ = db.Exec("DELETE FROM orders WHERE id = ?", 1)                            // row: DB.Exec
	_, _ = db.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = ?", 1) // row: DB.ExecContext
}

func txText(ctx context.Context, tx bun.Tx) {
	var id int64
	rows, _ := tx.Query("SELECT id FROM orders") // row: Tx.Query
	_ = rows
	rows, _ = tx.QueryContext(ctx, "SELECT id FROM orders") // row: Tx.QueryContext
	_ = rows
	_ = tx.QueryRow("SELECT id FROM orders WHERE id = ?", 1).Scan(&id)              // row: Tx.QueryRow
	_ = tx.QueryRowContext(ctx, "SELECT id FROM orders WHERE id = ?", 1).Scan(&id)  // row: Tx.QueryRowContext
	_, _ = tx.Exec("DELETE FROM orders WHERE id = ?", 1)                            // row: Tx.Exec
	_, _ = tx.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = ?", 1) // row: Tx.ExecContext
}

func connText(ctx context.Context, db *bun.DB) error {
	c, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	var id int64
	rows, _ := c.QueryContext(ctx, "SELECT id FROM orders") // row: Conn.QueryContext
	_ = rows
	_ = c.QueryRowContext(ctx, "SELECT id FROM orders WHERE id = ?", 1).Scan(&id)  // row: Conn.QueryRowContext
	_, _ = c.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = ?", 1) // row: Conn.ExecContext
	if err := c.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {     // row: Conn.RunInTx
		_, err := tx.NewUpdate().Model(&order{ID: 1, Status: "paid"}).WherePK().Exec(ctx)
		return err
	}); err != nil {
		return err
	}
	tx, err := c.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}) // row: Conn.BeginTx
	if err != nil {
		return err
	}
	return tx.Commit()
}

func interfaces(ctx context.Context, idb bun.IDB) error {
	var id int64
	rows, _ := idb.QueryContext(ctx, "SELECT id FROM orders") // row: IConn.QueryContext
	_ = rows
	_ = idb.QueryRowContext(ctx, "SELECT id FROM orders WHERE id = ?", 1).Scan(&id)  // row: IConn.QueryRowContext
	_, _ = idb.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = ?", 1) // row: IConn.ExecContext
	if err := idb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {     // row: IDB.RunInTx
		_, err := tx.NewDelete().Model(&order{ID: 1}).WherePK().Exec(ctx)
		return err
	}); err != nil {
		return err
	}
	tx, err := idb.BeginTx(ctx, nil) // row: IDB.BeginTx
	if err != nil {
		return err
	}
	return tx.Commit()
}

func reads(ctx context.Context, db *bun.DB) {
	var o order
	var os []order
	_ = db.NewSelect().Model(&o).Where("id = ?", 1).Scan(ctx)                 // row: SelectQuery.Scan
	_, _ = db.NewSelect().Model((*order)(nil)).Where("id = ?", 1).Exists(ctx) // row: SelectQuery.Exists
	_, _ = db.NewSelect().Model((*order)(nil)).Count(ctx)                     // row: SelectQuery.Count
	_, _ = db.NewSelect().Model(&os).Limit(10).ScanAndCount(ctx)              // row: SelectQuery.ScanAndCount
}

func writes(ctx context.Context, db *bun.DB) {
	o := order{ID: 1, Status: "paid"}
	_, _ = db.NewInsert().Model(&o).Exec(ctx)                                        // row: InsertQuery.Exec
	_ = db.NewInsert().Model(&o).Returning("id").Scan(ctx)                           // row: InsertQuery.Scan
	_, _ = db.NewUpdate().Model(&o).Set("status = ?", "shipped").WherePK().Exec(ctx) // row: UpdateQuery.Exec
	_ = db.NewUpdate().Model(&o).WherePK().Returning("id").Scan(ctx)                 // row: UpdateQuery.Scan
	_, _ = db.NewDelete().Model(&o).WherePK().Exec(ctx)                              // row: DeleteQuery.Exec
	_ = db.NewDelete().Model(&o).WherePK().Returning("id").Scan(ctx)                 // row: DeleteQuery.Scan
}

func claims(ctx context.Context, db *bun.DB, eventID string) (bool, error) {
	res, err := db.NewInsert().Model(&processed{EventID: eventID}).On("CONFLICT (event_id) DO NOTHING").Exec(ctx) // row: InsertQuery.On
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	res, err = db.NewInsert().Model(&processed{EventID: eventID}).Ignore().Exec(ctx) // row: InsertQuery.Ignore
	if err != nil {
		return false, err
	}
	n, err = res.RowsAffected()
	return n == 1, err
}

func transactions(ctx context.Context, db *bun.DB) error {
	err := db.RunInTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}, func(ctx context.Context, tx bun.Tx) error { // row: DB.RunInTx
		_, err := tx.NewInsert().Model(&order{ID: 2}).Exec(ctx)
		return err
	})
	if err != nil {
		return err
	}
	tx, err := db.Begin() // row: DB.Begin
	if err != nil {
		return err
	}
	_ = tx.Rollback()              // row: Tx.Rollback
	tx, err = db.BeginTx(ctx, nil) // row: DB.BeginTx
	if err != nil {
		return err
	}
	if _, err := tx.NewInsert().Model(&order{ID: 3}).Exec(ctx); err != nil {
		return err
	}
	return tx.Commit() // row: Tx.Commit
}
