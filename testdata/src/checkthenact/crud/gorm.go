// Package crud: the lookups of CRUD services. A lookup that validates the
// row it finds (ownership, a 404, a state that permits the change) and then
// updates or deletes that row is no dedup check (SPEC.md, "Decisions");
// the dedup checks beside them are still reported.
package crud

import (
	"errors"
	"net/smtp"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Project struct {
	ID      uint
	OwnerID uint
	Name    string
	Status  string
	Hits    int
}

type Webhook struct {
	ID         uint
	DeliveryID string
}

var ErrNotFound = errors.New("not found")

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Good: an ownership lookup with a combined condition, then Updates of the
// row found.
func updateProject(db *gorm.DB, id, owner uint, name string) error {
	var p Project
	if err := db.Where("id = ?", id).First(&p).Error; err != nil || p.OwnerID != owner {
		return ErrNotFound
	}
	return db.Model(&p).Updates(map[string]interface{}{"name": name}).Error
}

// Good: existence for a 404, then Delete of the row found.
func deleteProject(db *gorm.DB, id uint) error {
	var p Project
	err := db.First(&p, id).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	return db.Delete(&p).Error
}

// Good: a state that permits the change, then Save of the row found.
func archiveProject(db *gorm.DB, id uint) error {
	var p Project
	if err := db.First(&p, "id = ?", id).Error; err != nil {
		return err
	}
	if p.Status == "archived" {
		return errors.New("already archived")
	}
	p.Status = "archived"
	return db.Save(&p).Error
}

// Good: a count of the caller's rows against a quota, then a create of
// another row: a limit, not a duplicate.
func createUnderQuota(db *gorm.DB, owner uint, limit int64, name string) error {
	var n int64
	db.Model(&Project{}).Where("owner_id = ?", owner).Count(&n)
	if n >= limit {
		return errors.New("quota exceeded")
	}
	return db.Create(&Project{OwnerID: owner, Name: name}).Error
}

// Good: a lookup for a 404, then UpdateColumn of the row found.
func renameByOwner(db *gorm.DB, id, owner uint, name string) error {
	var p Project
	res := db.Where("id = ? AND owner_id = ?", id, owner).Take(&p)
	if res.RowsAffected == 0 {
		return ErrNotFound
	}
	return db.Model(&p).UpdateColumn("name", name).Error
}

// Good: an upsert guarded by a read is naturally idempotent.
func upsertProject(db *gorm.DB, p *Project) error {
	var old Project
	if err := db.Where("id = ?", p.ID).First(&old).Error; err == nil && old.Name == "locked" {
		return nil
	}
	return db.Clauses(clause.OnConflict{UpdateAll: true}).Create(p).Error
}

// Good: a whole-table count seeds the first row (a migration guard).
func seed(db *gorm.DB) error {
	var n int64
	db.Model(&Project{}).Count(&n)
	if n == 0 {
		return db.Create(&Project{Name: "default"}).Error
	}
	return nil
}

// Good: a row created a few lines above is looked up by its new key.
func createThenLink(db *gorm.DB, name string) error {
	p := Project{Name: name}
	if err := db.Create(&p).Error; err != nil {
		return err
	}
	var w Webhook
	if err := db.Where("id = ?", p.ID).First(&w).Error; errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Webhook{ID: p.ID}).Error
	}
	return nil
}

// Good: FOR UPDATE through clause.Locking: the row's status is read under
// its lock.
func lockedStatus(db *gorm.DB, id uint) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var p Project
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).First(&p, id).Error; err != nil {
			return err
		}
		if p.Status == "sent" {
			return nil
		}
		if err := send("ops@example.com"); err != nil {
			return err
		}
		return tx.Model(&p).Update("status", "sent").Error
	})
}

// Bad: FOR UPDATE whose branch tests "no row" locks nothing.
func lockedMissing(db *gorm.DB, delivery string) error {
	var w Webhook
	err := db.Clauses(clause.Locking{Strength: clause.LockingStrengthUpdate}).Where("delivery_id = ?", delivery).First(&w).Error // want `decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Webhook{DeliveryID: delivery}).Error
	}
	return err
}

// Good: SKIP LOCKED acts only on the rows it locked.
func skipLocked(db *gorm.DB) error {
	var p Project
	err := db.Clauses(clause.Locking{Strength: "UPDATE", Options: clause.LockingOptionsSkipLocked}).Where("status = ?", "ready").First(&p).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Project{Status: "ready"}).Error
	}
	return err
}

// Bad: the webhook delivery id is checked, then inserted.
func recordDelivery(db *gorm.DB, delivery string) error {
	var w Webhook
	err := db.Where("delivery_id = ?", delivery).First(&w).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if err == nil {
		return nil // already delivered
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	return db.Create(&Webhook{DeliveryID: delivery}).Error
}

// Bad: a status read; the not-yet-done side sends and takes the row over
// with an unconditional update whose rows affected nobody reads.
func takeOver(db *gorm.DB, id uint) error {
	var p Project
	if err := db.First(&p, id).Error; err != nil { // want `db.First decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return err
	}
	if p.Status == "sent" {
		return nil
	}
	if err := send("ops@example.com"); err != nil {
		return err
	}
	return db.Model(&p).Update("status", "sent").Error
}

// Bad: the absent side increments a counter (a non-idempotent write).
func countOnce(db *gorm.DB, delivery string, project uint) error {
	var w Webhook
	if err := db.Where("delivery_id = ?", delivery).First(&w).Error; !errors.Is(err, gorm.ErrRecordNotFound) { // want `db.Where\(…\).First decides whether db.Model\(…\).Where\(…\).Update at line \d+ runs; two concurrent calls can both pass the check and both apply db.Model\(…\).Where\(…\).Update`
		return err
	}
	if err := db.Model(&Project{}).Where("id = ?", project).Update("hits", gorm.Expr("hits + ?", 1)).Error; err != nil {
		return err
	}
	return db.Create(&Webhook{DeliveryID: delivery}).Error
}

// Good: the found row's counter is incremented: validation, then a write
// of the row found.
func hit(db *gorm.DB, id uint) error {
	var p Project
	if err := db.First(&p, id).Error; errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrNotFound
	}
	return db.Model(&p).Update("hits", gorm.Expr("hits + ?", 1)).Error
}

// Bad: the same takeover written with Save of the row found.
func takeOverSave(db *gorm.DB, id uint) error {
	var p Project
	if err := db.First(&p, id).Error; err != nil { // want `db.First decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return err
	}
	if p.Status == "sent" {
		return nil
	}
	if err := send("ops@example.com"); err != nil {
		return err
	}
	p.Status = "sent"
	return db.Save(&p).Error
}

// Good: a name that must be unique among the other rows, then Save of
// the caller's row: saving one value twice leaves one row.
func renameUnique(db *gorm.DB, p *Project) error {
	var other Project
	if !errors.Is(db.Where("name = ? AND id <> ?", p.Name, p.ID).First(&other).Error, gorm.ErrRecordNotFound) {
		return errors.New("name taken")
	}
	return db.Save(p).Error
}

// findOrCreate wraps FirstOrCreate: the race is reported here, once.
func findOrCreate(db *gorm.DB, delivery string) (*Webhook, error) {
	var w Webhook
	err := db.Where(Webhook{DeliveryID: delivery}).FirstOrCreate(&w).Error // want `db.Where\(…\).FirstOrCreate looks the row up and inserts it in two statements`
	return &w, err
}

// Good: its callers are not told again.
func importDelivery(db *gorm.DB, delivery string) error {
	_, err := findOrCreate(db, delivery)
	return err
}
