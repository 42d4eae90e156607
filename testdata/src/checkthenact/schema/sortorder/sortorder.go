// Package sortorder: a new row numbered from the last one plus one. Where
// the module declares the table with no uniqueness but its primary key,
// two rows may share the number (a sort position: ezbookkeeping's tags
// placed after the last one), and nothing is reported; where a unique
// index covers the number, it is an identity, and the read is reported.
package sortorder

import "gorm.io/gorm"

type Label struct {
	ID           uint   `gorm:"primaryKey"`
	UserID       uint   `gorm:"index:idx_label_order"`
	Name         string `gorm:"size:64"`
	DisplayOrder int    `gorm:"index:idx_label_order"`
}

type Build struct {
	ID     uint `gorm:"primaryKey"`
	RepoID uint `gorm:"uniqueIndex:idx_build_number"`
	Number int  `gorm:"uniqueIndex:idx_build_number"`
}

// Good: a sort position; the schema lets two labels share it.
func addLabel(db *gorm.DB, user uint, name string) error {
	var last Label
	if err := db.Where("user_id = ?", user).Order("display_order desc").First(&last).Error; err != nil && err != gorm.ErrRecordNotFound {
		return err
	}
	return db.Create(&Label{UserID: user, Name: name, DisplayOrder: last.DisplayOrder + 1}).Error
}

// Bad: the build number is unique per repository: the module's schema
// makes it an identity.
func addBuild(db *gorm.DB, repo uint) error {
	var last Build
	if err := db.Where("repo_id = ?", repo).Order("number desc").First(&last).Error; err != nil && err != gorm.ErrRecordNotFound { // want `db.Where\(…\).Order\(…\).First reads the number that db.Create at line \d+ numbers its new row from \(plus one\); two concurrent calls can both read the same number`
		return err
	}
	return db.Create(&Build{RepoID: repo, Number: last.Number + 1}).Error
}
