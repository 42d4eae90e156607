// Package gorm calls every catalog row of gorm.io/gorm once.
package gorm

import (
	"database/sql"
	"errors"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type order struct {
	ID     int64
	Status string
}

type processed struct {
	EventID string
}

func reads(db *gorm.DB) {
	var o order
	var os []order
	var n int64
	var ids []int64
	err := db.First(&o, 1).Error                // row: DB.First
	if errors.Is(err, gorm.ErrRecordNotFound) { // row: ErrRecordNotFound
		return
	}
	db.Take(&o, "status = ?", "new")                                 // row: DB.Take
	db.Last(&o)                                                      // row: DB.Last
	db.Find(&os, "status = ?", "new")                                // row: DB.Find
	db.FirstOrInit(&o, order{ID: 1})                                 // row: DB.FirstOrInit
	db.Model(&order{}).Where("status = ?", "new").Count(&n)          // row: DB.Count
	db.Model(&order{}).Pluck("id", &ids)                             // row: DB.Pluck
	db.Table("orders").Where("id = ?", 1).Scan(&o)                   // row: DB.Scan
	db.Raw("SELECT id, status FROM orders WHERE id = ?", 1).Scan(&o) // row: DB.Raw
}

func writes(db *gorm.DB) {
	o := order{ID: 1, Status: "paid"}
	db.Create(&o)                                                   // row: DB.Create
	db.CreateInBatches([]order{o}, 100)                             // row: DB.CreateInBatches
	db.Save(&o)                                                     // row: DB.Save
	db.Model(&o).Update("status", "shipped")                        // row: DB.Update
	db.Model(&o).Updates(order{Status: "shipped"})                  // row: DB.Updates
	db.Model(&o).UpdateColumn("status", "shipped")                  // row: DB.UpdateColumn
	db.Model(&o).UpdateColumns(map[string]interface{}{"status": 1}) // row: DB.UpdateColumns
	db.Delete(&o, 1)                                                // row: DB.Delete
	db.FirstOrCreate(&o, order{ID: 1})                              // row: DB.FirstOrCreate
	db.Exec("UPDATE orders SET status = ? WHERE id = ?", "paid", 1) // row: DB.Exec
}

func claim(db *gorm.DB, eventID string) (bool, error) {
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&processed{EventID: eventID}) // row: OnConflict
	if errors.Is(res.Error, gorm.ErrDuplicatedKey) {                                           // row: ErrDuplicatedKey
		return false, nil
	}
	return res.RowsAffected == 1, res.Error // row: DB.RowsAffected
}

func transactions(db *gorm.DB) error {
	err := db.Transaction(func(tx *gorm.DB) error { // row: DB.Transaction
		return tx.Create(&order{ID: 2}).Error
	}, &sql.TxOptions{Isolation: sql.LevelSerializable})
	if err != nil {
		return err
	}
	tx := db.Begin() // row: DB.Begin
	if err := tx.Create(&order{ID: 3}).Error; err != nil {
		return tx.Rollback().Error // row: DB.Rollback
	}
	return tx.Commit().Error // row: DB.Commit
}
