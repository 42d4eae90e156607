// Package upsert: an UPDATE whose count of rows updated decides an insert
// of the same table (update, else insert).
package upsert

import (
	"context"
	"database/sql"
	"errors"

	"gorm.io/gorm"
	"xorm.io/xorm"
)

type TaskBucket struct {
	TaskID   int64
	ViewID   int64
	BucketID int64
}

type AuditEntry struct{ TaskID int64 }

// Bad: no row updated, so insert; two concurrent moves both update
// nothing and both insert (vikunja's TaskBucket.upsert).
func moveXorm(s *xorm.Session, b *TaskBucket) error {
	n, err := s.Where("task_id = ? AND view_id = ?", b.TaskID, b.ViewID).Cols("bucket_id").Update(b) // want `s.Where\(…\).Cols\(…\).Update decides whether s.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — upsert in one statement`
	if err != nil {
		return err
	}
	if n == 0 {
		_, err = s.Insert(b)
	}
	return err
}

// Bad: the same through database/sql and RowsAffected.
func moveSQL(ctx context.Context, db *sql.DB, task, bucket int64) error {
	res, err := db.ExecContext(ctx, "UPDATE task_buckets SET bucket_id = $1 WHERE task_id = $2", bucket, task) // want `db.ExecContext decides whether db.ExecContext at line \d+ runs`
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	_, err = db.ExecContext(ctx, "INSERT INTO task_buckets (task_id, bucket_id) VALUES ($1, $2)", task, bucket)
	return err
}

// Bad: gorm's RowsAffected field.
func moveGorm(db *gorm.DB, b *TaskBucket) error {
	res := db.Model(&TaskBucket{}).Where("task_id = ?", b.TaskID).Updates(b) // want `db.Model\(…\).Where\(…\).Updates decides whether db.Create at line \d+ runs; .* — upsert in one statement with Clauses\(clause.OnConflict\{UpdateAll: true\}\).Create`
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return db.Create(b).Error
	}
	return nil
}

// Good: one statement, an upsert.
func moveNative(ctx context.Context, db *sql.DB, task, bucket int64) error {
	_, err := db.ExecContext(ctx, "INSERT INTO task_buckets (task_id, bucket_id) VALUES ($1, $2) ON CONFLICT (task_id) DO UPDATE SET bucket_id = excluded.bucket_id", task, bucket)
	return err
}

// Good: no row updated is an error; nothing is inserted.
func rename(s *xorm.Session, b *TaskBucket) error {
	if n, err := s.Where("task_id = ?", b.TaskID).Update(b); err != nil || n == 0 {
		return errors.Join(errors.New("no such task"), err)
	}
	return nil
}

// Good: the insert on the zero side is of another table (an audit of the
// miss), and the count is not read before the insert of the same table.
func audit(s *xorm.Session, b *TaskBucket) error {
	n, err := s.Where("task_id = ?", b.TaskID).Update(b)
	if err != nil {
		return err
	}
	if n == 0 {
		_, err = s.Insert(&AuditEntry{TaskID: b.TaskID})
	}
	return err
}

// Good: the insert's duplicate is told apart and the update run again.
func moveRetry(ctx context.Context, db *sql.DB, task, bucket int64) error {
	for {
		res, err := db.ExecContext(ctx, "UPDATE task_buckets SET bucket_id = $1 WHERE task_id = $2", bucket, task)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return nil
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO task_buckets (task_id, bucket_id) VALUES ($1, $2)", task, bucket); err == nil {
			return nil
		}
	}
}

// Good: both in the caller's transaction, after an advisory lock on the
// task.
func moveLocked(ctx context.Context, tx *sql.Tx, task, bucket int64) error {
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock($1)", task); err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, "UPDATE task_buckets SET bucket_id = $1 WHERE task_id = $2", bucket, task)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		_, err = tx.ExecContext(ctx, "INSERT INTO task_buckets (task_id, bucket_id) VALUES ($1, $2)", task, bucket)
	}
	return err
}
