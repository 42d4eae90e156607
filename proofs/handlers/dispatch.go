package handlers

import (
	"context"
	"database/sql"
)

// ClaimBatchBuggy claims up to n scheduled rows of the pool for one
// dispatcher, in the dispatcher's transaction. Its subquery locks nothing: a second dispatcher picks the
// same rows, waits for the first's row locks, and then claims them again.
func ClaimBatchBuggy(ctx context.Context, tx *sql.Tx, n int) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `UPDATE pool AS p SET status = 'sending'
		FROM (SELECT id FROM pool WHERE status = 'scheduled' ORDER BY id LIMIT $1) AS t
		WHERE p.id = t.id RETURNING p.id`, n) // idemlint: want checkthenact
	if err != nil {
		return nil, err
	}
	return ids(rows)
}

// ClaimBatch locks what its subquery picks and skips rows another
// dispatcher holds.
func ClaimBatch(ctx context.Context, tx *sql.Tx, n int) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `UPDATE pool AS p SET status = 'sending'
		FROM (SELECT id FROM pool WHERE status = 'scheduled' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT $1) AS t
		WHERE p.id = t.id RETURNING p.id`, n) // idemlint: ok
	if err != nil {
		return nil, err
	}
	return ids(rows)
}

func ids(rows *sql.Rows) ([]int64, error) {
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
