// Package methodwrite updates a task loaded into a local, whose address
// its methods are given: a method called on the local may write any of
// its fields, but a branch on a field the method does not take the
// check's result for is no decision on that check (vikunja's
// updateSingleTask: the reminders read, stored into the old task, and a
// branch on the old task's project after ot.updateTaskAssignees).
package methodwrite

import (
	"context"
	"database/sql"
)

type Task struct {
	ID, ProjectID int64
	Reminders     []string
}

func getTask(ctx context.Context, db *sql.DB, id int64) (Task, error) {
	var t Task
	err := db.QueryRowContext(ctx, "SELECT id, project_id FROM tasks WHERE id = $1", id).Scan(&t.ID, &t.ProjectID)
	return t, err
}

func getReminders(ctx context.Context, db *sql.DB, id int64) ([]string, error) {
	rows, err := db.QueryContext(ctx, "SELECT reminder FROM task_reminders WHERE task_id = $1", id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var r string
		if err := rows.Scan(&r); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// updateAssignees rewrites the task's assignees.
func (t *Task) updateAssignees(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, "DELETE FROM task_assignees WHERE task_id = $1", t.ID)
	return err
}

// updateDone carries the old task's state over to the new one.
func updateDone(old, nt *Task) {
	if nt.ProjectID == 0 {
		nt.ProjectID = old.ProjectID
	}
}

// merge copies src's set fields into dst (as mergo.Merge does), with
// options.
func merge(dst, src any, opts ...string) error {
	return nil
}

// move sets the task's project from the first reminder's.
func (t *Task) move(reminders []string) error {
	t.ProjectID = int64(len(reminders))
	return nil
}

// Good: the branch is on the old task's project, which the reminders
// read does not decide; updateAssignees, updateDone and merge are given
// the task, not the reminders (merge's variadic options are no way back
// to the reminders through merge itself).
func Update(ctx context.Context, db *sql.DB, t *Task) error {
	ot, err := getTask(ctx, db, t.ID)
	if err != nil {
		return err
	}
	if t.ProjectID == 0 {
		t.ProjectID = ot.ProjectID
	}
	reminders, err := getReminders(ctx, db, t.ID)
	if err != nil {
		return err
	}
	ot.Reminders = reminders
	if err := ot.updateAssignees(ctx, db); err != nil {
		return err
	}
	updateDone(&ot, t)
	if t.ProjectID != ot.ProjectID {
		_, err = db.ExecContext(ctx, "INSERT INTO task_reminders (task_id, reminder) VALUES ($1, 'moved')", t.ID)
	}
	if err != nil {
		return err
	}
	return merge(&ot, t, "override")
}

// Bad: the branch is on the reminders read.
func Remind(ctx context.Context, db *sql.DB, t *Task) error {
	ot, err := getTask(ctx, db, t.ID)
	if err != nil {
		return err
	}
	if t.ProjectID == 0 {
		t.ProjectID = ot.ProjectID
	}
	reminders, err := getReminders(ctx, db, t.ID) // want `getReminders decides whether db.ExecContext at line 115 runs`
	if err != nil {
		return err
	}
	ot.Reminders = reminders
	if err := ot.updateAssignees(ctx, db); err != nil {
		return err
	}
	if len(ot.Reminders) == 0 {
		_, err = db.ExecContext(ctx, "INSERT INTO task_reminders (task_id, reminder) VALUES ($1, 'first')", t.ID)
	}
	return err
}

// Bad: the method is given the reminders, and sets the project from them.
func Move(ctx context.Context, db *sql.DB, t *Task) error {
	ot, err := getTask(ctx, db, t.ID)
	if err != nil {
		return err
	}
	if t.ProjectID == 0 {
		t.ProjectID = ot.ProjectID
	}
	reminders, err := getReminders(ctx, db, t.ID) // want `getReminders decides whether db.ExecContext at line 137 runs`
	if err != nil {
		return err
	}
	if err := ot.move(reminders); err != nil {
		return err
	}
	if t.ProjectID != ot.ProjectID {
		_, err = db.ExecContext(ctx, "INSERT INTO task_reminders (task_id, reminder) VALUES ($1, 'moved')", t.ID)
	}
	return err
}
