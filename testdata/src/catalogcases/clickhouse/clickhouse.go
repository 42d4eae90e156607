// Package clickhouse calls every clickhouse-go row of the idemlint catalog once.
package clickhouse

import (
	"context"

	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

func native(ctx context.Context, conn driver.Conn, id string) error {
	var n int
	conn.QueryRow(ctx, `SELECT count() FROM events WHERE id = ?`, id).Scan(&n) // row: Conn.QueryRow
	rows, _ := conn.Query(ctx, `SELECT id FROM events WHERE id = ?`, id)       // row: Conn.Query
	_ = rows
	conn.Exec(ctx, `INSERT INTO events (id) VALUES (?)`, id)               // row: Conn.Exec
	conn.AsyncInsert(ctx, `INSERT INTO events (id) VALUES (?)`, false, id) // row: Conn.AsyncInsert
	batch, err := conn.PrepareBatch(ctx, `INSERT INTO events`)             // row: Conn.PrepareBatch
	if err != nil {
		return err
	}
	batch.Append(id)
	return batch.Send()
}
