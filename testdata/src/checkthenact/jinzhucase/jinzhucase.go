// Package jinzhucase: dedup checks through jinzhu/gorm, gorm's first major version.
package jinzhucase

import (
	"net/smtp"

	"github.com/jinzhu/gorm"
)

type Receipt struct {
	ID     uint
	Charge string
	UserID uint
}

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: RecordNotFound decides the Create and the email.
func receiptOnce(db *gorm.DB, charge, to string) error {
	var r Receipt
	if !db.Where("charge = ?", charge).First(&r).RecordNotFound() { // want `db.Where\(…\).First decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	return db.Create(&Receipt{Charge: charge}).Error
}

// Bad: IsRecordNotFoundError decides the Create.
func viaError(db *gorm.DB, charge string) error {
	var r Receipt
	err := db.Where("charge = ?", charge).First(&r).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs`
	if gorm.IsRecordNotFoundError(err) {
		return db.Create(&Receipt{Charge: charge}).Error
	}
	return err
}

// Good: a 404 and an owner check, then Delete of the row found.
func remove(db *gorm.DB, id, uid uint) error {
	var r Receipt
	if err := db.First(&r, id).Error; err != nil || r.UserID != uid {
		return gorm.ErrRecordNotFound
	}
	return db.Delete(&r).Error
}
