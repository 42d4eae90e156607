// Package helpercover: gorm's FirstOrCreate, with and without a unique
// index its model declares on the columns it looks up (Artalk's pages and
// users are indexed, not unique).
package helpercover

import "gorm.io/gorm"

type Page struct {
	ID       uint
	SiteName string `gorm:"index"`
	Key      string `gorm:"index"`
}

type Tag struct {
	ID   uint
	Name string `gorm:"uniqueIndex"`
}

// Bad: no uniqueness covers the page's site and key: a second row.
func findCreatePage(db *gorm.DB, site, key string) (Page, error) {
	var p Page
	err := db.Where(Page{SiteName: site, Key: key}).FirstOrCreate(&p).Error // want `db.Where\(…\).FirstOrCreate looks the row up and inserts it in two statements; two concurrent calls can both insert — claim with Clauses\(clause.OnConflict\{DoNothing: true\}\).Create and act only if RowsAffected is 1; no unique constraint covers pages \(site_name, key\)`
	return p, err
}

// Bad, note: the tag's name is unique: the loser's insert fails.
func findCreateTag(db *gorm.DB, name string) (Tag, error) {
	var t Tag
	err := db.Where(Tag{Name: name}).FirstOrCreate(&t).Error // want `db.Where\(…\).FirstOrCreate looks the row up and inserts it in two statements; a concurrent duplicate fails on the unique index on Tag.Name and this call returns the error — treat gorm.ErrDuplicatedKey \(with TranslateError\) as already done`
	return t, err
}
