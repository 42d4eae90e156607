package pickclaim

import (
	"context"
	"database/sql"
)

const dequeueTask = `
	UPDATE tasks SET status = 'running', attempt = attempt + 1
	WHERE id = (
		SELECT id FROM tasks
		WHERE queue_name = ? AND status = 'pending' AND next_run_at <= ?
		ORDER BY next_run_at LIMIT 1
	)
	RETURNING id`

// Bad: on a server database, two workers' subqueries pick the same pending
// task, and the second UPDATE, once the first commits, runs it again.
func dequeue(ctx context.Context, db *sql.DB, queue string, now int64) (string, error) {
	var id string
	err := db.QueryRowContext(ctx, dequeueTask, queue, now).Scan(&id) // want `db.QueryRowContext claims rows of tasks that its subquery picks by status without locking them`
	return id, err
}
