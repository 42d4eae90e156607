package newrow

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
)

// newJob creates a job under a fresh id and returns the id (kandev's
// session switch, which starts a new session and hands it back).
func newJob(ctx context.Context, db *sql.DB) (string, error) {
	id := uuid.NewString()
	if err := createJob(ctx, db, &Job{ID: id, Status: "ready"}); err != nil {
		return "", err
	}
	return id, nil
}

// freshID makes a fresh id and creates nothing under it.
func freshID() string {
	return uuid.NewString()
}

// Good: the claim is on the row the callee just created.
func Switch(ctx context.Context, db *sql.DB) error {
	id, err := newJob(ctx, db)
	if err != nil {
		return err
	}
	return markStarted(ctx, db, id)
}

// Bad: the callee created no row under the id it returns.
func Fresh(ctx context.Context, db *sql.DB) error {
	return markStarted(ctx, db, freshID()) // want `markStarted takes a key from freshID at line 36`
}
