package resets

// DELETEs whose rows affected are read: a record removed (its absence an
// error) or a queued item taken (its absence "someone else has it"); and
// calls that are whole pieces of work, with a claim of their own.

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"

	"github.com/hibiken/asynq"
)

// deleteTask removes a task; a task that is not there is an error
// (kandev's DeleteTask).
func deleteTask(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `DELETE FROM tasks WHERE id = $1`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("task not found: %s", id)
	}
	return nil
}

// takeItem takes a queued item; one another worker took is no error.
func takeItem(ctx context.Context, db *sql.DB, id string) (bool, error) {
	res, err := db.ExecContext(ctx, `DELETE FROM queue WHERE id = $1`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Good: a task deleted, then its log written: a record removed, no
// message left claimed.
type Remover struct{ db *sql.DB }

func (h *Remover) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := deleteTask(ctx, h.db, id); err != nil {
		return err
	}
	_, err := h.db.ExecContext(ctx, `INSERT INTO task_log (task, event) VALUES ($1, 'deleted')`, id)
	return err
}

// Bad: the item taken off the queue, its result written outside that
// statement: a crash in between loses the item.
type Taker struct{ db *sql.DB }

func (h *Taker) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	took, err := takeItem(ctx, h.db, id)
	if err != nil || !took {
		return err
	}
	_, err = h.db.ExecContext(ctx, `INSERT INTO results (item) VALUES ($1)`, id) // want `h.db.ExecContext writes outside the transaction of the claim takeItem`
	return err
}

// startRun claims the run, stamps it and calls the runner: a whole piece
// of work.
func startRun(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `UPDATE runs SET state = 'running' WHERE id = $1 AND state = 'queued'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := db.ExecContext(ctx, `UPDATE runs SET started_at = now() WHERE id = $1`, id); err != nil {
		return err
	}
	_, err = http.Post("https://runner.example.com/start", "text/plain", strings.NewReader(id))
	return err
}

// Good: the run started as a whole, then the schedule advanced: the
// run's claim is startRun's own business.
type Scheduler struct{ db *sql.DB }

func (h *Scheduler) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := startRun(ctx, h.db, id); err != nil {
		return err
	}
	_, err := h.db.ExecContext(ctx, `UPDATE schedules SET next_at = now() + interval '1 hour' WHERE run = $1`, id)
	return err
}

// cleanupJob marks the job running, then done.
func cleanupJob(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `UPDATE cleanup_jobs SET state = 'running' WHERE id = $1 AND state = 'pending'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = db.ExecContext(ctx, `UPDATE cleanup_jobs SET state = 'done' WHERE id = $1`, id)
	return err
}

// Good: the batch claimed, then each job cleaned under its own claim.
type Sweeper struct{ db *sql.DB }

func (h *Sweeper) ProcessTask(ctx context.Context, t *asynq.Task) error {
	batch := string(t.Payload())
	res, err := h.db.ExecContext(ctx, `UPDATE batches SET state = 'sweeping' WHERE id = $1 AND state = 'due'`, batch)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return cleanupJob(ctx, h.db, batch)
}
