package resets

// Writes where the claim was lost or failed: the caller undoes what it
// recorded before (kandev's cleanup job cancelled when the task's delete
// took nothing); the claim's own work is written only where it won.

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
)

// cancelJob marks the cleanup job the caller recorded cancelled.
func cancelJob(ctx context.Context, db *sql.DB, job string) {
	_, _ = db.ExecContext(ctx, `UPDATE cleanup_jobs SET state = 'cancelled' WHERE id = $1`, job)
}

// Good: the cleanup job is cancelled where the take failed or took
// nothing; where it won, the result is written in no transaction of the
// claim's, which is reported.
type Undoer struct{ db *sql.DB }

func (h *Undoer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	job := "cleanup:" + id
	took, err := takeItem(ctx, h.db, id)
	if err != nil {
		cancelJob(ctx, h.db, job)
		return err
	}
	if !took {
		cancelJob(ctx, h.db, job)
		return nil
	}
	_, err = h.db.ExecContext(ctx, `INSERT INTO results (item) VALUES ($1)`, id) // want `h.db.ExecContext writes outside the transaction of the claim takeItem`
	return err
}
