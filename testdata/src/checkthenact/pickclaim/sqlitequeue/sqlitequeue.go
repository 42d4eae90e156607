// Package sqlitequeue dequeues tasks from SQLite (navidrome's plugin task
// queue): SQLite runs one writer at a time, so the UPDATE and the subquery
// that picks its row run as one, and no other statement comes between.
package sqlitequeue

import (
	"context"
	"database/sql"

	_ "github.com/mattn/go-sqlite3"
)

// Good: the statement is atomic on SQLite.
func dequeue(ctx context.Context, db *sql.DB, queue string, now int64) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, `
		UPDATE tasks SET status = 'running', attempt = attempt + 1
		WHERE id = (
			SELECT id FROM tasks
			WHERE queue_name = ? AND status = 'pending' AND next_run_at <= ?
			ORDER BY next_run_at LIMIT 1
		)
		RETURNING id`, queue, now).Scan(&id)
	return id, err
}
