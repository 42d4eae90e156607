// Package newrow creates a job under a fresh id and then moves it from
// state to state: the id is the new row's, not a dedup key (a job
// repository).
package newrow

import (
	"context"
	"database/sql"
	"errors"

	"github.com/google/uuid"
)

type Job struct {
	ID, Status string
}

func createJob(ctx context.Context, db *sql.DB, j *Job) error {
	_, err := db.ExecContext(ctx, `INSERT INTO jobs (id, status) VALUES ($1, $2)`, j.ID, j.Status)
	return err
}

// markStarted moves the job from ready to running, once.
func markStarted(ctx context.Context, db *sql.DB, id string) error {
	res, err := db.ExecContext(ctx, `UPDATE jobs SET status = 'running' WHERE id = $1 AND status = 'ready'`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n < 1 {
		return errors.New("job not updated")
	}
	return nil
}

// Good: the claim is on the row just created under that id.
func Run(ctx context.Context, db *sql.DB) error {
	j := &Job{ID: uuid.NewString(), Status: "ready"}
	if err := createJob(ctx, db, j); err != nil {
		return err
	}
	return markStarted(ctx, db, j.ID)
}

// Bad: a claim on a fresh id names no row anyone created: it claims
// nothing.
func Claim(ctx context.Context, db *sql.DB) error {
	return markStarted(ctx, db, uuid.NewString()) // want `markStarted takes a key from uuid.NewString at line 47`
}
