// Package notdedup: the writes a check decides that are no dedup act
// (SPEC.md, "Decisions"): an atomic relative update of the row read, a
// check of the row the same call has just inserted, a lazy create of a
// singleton under a fixed key; each beside its true twin, still reported.
package notdedup

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"

	"gorm.io/gorm"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type Job struct {
	ID       uint
	Status   string
	Attempts int
}

type Settings struct {
	ID    uint
	Theme string
}

type Order struct {
	ID     uint
	Status string
}

// Good: a status read of the job, then attempts = attempts + 1 of that
// row: every run counts, the check guards no duplicate.
func retry(ctx context.Context, db *sql.DB, id int64) error {
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM jobs WHERE id = $1", id).Scan(&status); err != nil {
		return err
	}
	if status != "failed" {
		return nil
	}
	_, err := db.ExecContext(ctx, "UPDATE jobs SET attempts = attempts + 1 WHERE id = $1", id)
	return err
}

// Good: the same through gorm, by the id the read looked up.
func retryGorm(db *gorm.DB, id uint) error {
	var j Job
	if err := db.First(&j, id).Error; err != nil {
		return err
	}
	if j.Status != "failed" {
		return nil
	}
	return db.Model(&Job{}).Where("id = ?", id).UpdateColumn("attempts", gorm.Expr("attempts + ?", 1)).Error
}

// Good: the same through gorm, of the value read.
func retryModel(db *gorm.DB, id uint) error {
	var j Job
	if err := db.Where("id = ?", id).First(&j).Error; err != nil {
		return err
	}
	if j.Status != "failed" {
		return nil
	}
	return db.Model(&j).UpdateColumn("attempts", gorm.Expr("attempts + ?", 1)).Error
}

// Bad: the twin: the relative update of the row read comes with the
// email it counts: two deliveries both pass and both mail.
func remind(ctx context.Context, db *sql.DB, id int64, to string) error {
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM jobs WHERE id = $1", id).Scan(&status); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email — `
		return err
	}
	if status != "failed" {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "UPDATE jobs SET attempts = attempts + 1 WHERE id = $1", id)
	return err
}

// Bad: the twin: a relative update of another row of the table (the
// job's parent), decided by the job's status.
func retryParent(ctx context.Context, db *sql.DB, id, parent int64) error {
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM jobs WHERE id = $1", id).Scan(&status); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both apply db.ExecContext — `
		return err
	}
	if status != "done" {
		return nil
	}
	_, err := db.ExecContext(ctx, "UPDATE jobs SET children_done = children_done + 1 WHERE id = $1", parent)
	return err
}

// Good: the order this call inserted is read back; no other caller holds
// the row it just made.
func place(ctx context.Context, db *sql.DB, id int64, to string) error {
	if _, err := db.ExecContext(ctx, "INSERT INTO orders (id, status) VALUES ($1, 'new')", id); err != nil {
		return err
	}
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status); err != nil {
		return err
	}
	if status != "new" {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO orders (id, status) VALUES ($1, 'confirmed')", id)
	return err
}

// Good: the same through gorm: the check's key is the created row's id.
func placeGorm(db *gorm.DB, to string) error {
	o := Order{Status: "new"}
	if err := db.Create(&o).Error; err != nil {
		return err
	}
	var got Order
	if err := db.First(&got, o.ID).Error; err != nil {
		return err
	}
	if got.Status != "new" {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	return db.Create(&Order{ID: o.ID + 1, Status: "confirmed"}).Error
}

// Bad: the twin: the INSERT runs on one branch only, so the check may read
// a row another caller made.
func placeMaybe(ctx context.Context, db *sql.DB, id int64, fresh bool, to string) error {
	if fresh {
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (id, status) VALUES ($1, 'new')", id); err != nil {
			return err
		}
	}
	var status string
	if err := db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status); err != nil { // want `db.QueryRowContext decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email — `
		return err
	}
	if status != "new" {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO orders (id, status) VALUES ($1, 'confirmed')", id)
	return err
}

// Good: the settings row, created on first use under its fixed primary
// key: two racers both insert id 1, and the second fails on the key.
func settings(db *gorm.DB) (*Settings, error) {
	var s Settings
	err := db.First(&s, 1).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		s = Settings{ID: 1, Theme: "light"}
		err = db.Create(&s).Error
	}
	return &s, err
}

// Good: the same by a constant condition.
func settingsWhere(db *gorm.DB) (*Settings, error) {
	var s Settings
	err := db.Where("id = ?", 1).First(&s).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		s = Settings{ID: 1, Theme: "light"}
		err = db.Create(&s).Error
	}
	return &s, err
}

// Good: the same in SQL text.
func settingsSQL(ctx context.Context, db *sql.DB) error {
	var theme string
	err := db.QueryRowContext(ctx, "SELECT theme FROM settings WHERE id = 1").Scan(&theme)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, "INSERT INTO settings (id, theme) VALUES (1, 'light')")
	}
	return err
}

// Bad: the twin: a row per tenant, looked up by the caller's key.
func tenantSettings(db *gorm.DB, tenant uint) (*Settings, error) {
	var s Settings
	err := db.First(&s, tenant).Error // want `db.First decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row — `
	if errors.Is(err, gorm.ErrRecordNotFound) {
		s = Settings{ID: tenant, Theme: "light"}
		err = db.Create(&s).Error
	}
	return &s, err
}
