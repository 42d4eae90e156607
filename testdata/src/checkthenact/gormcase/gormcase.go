// Package gormcase: dedup checks through gorm.
package gormcase

import (
	"errors"
	"net/smtp"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Processed struct{ ID string }

// Bad: First, ErrRecordNotFound, Create.
func firstThenCreate(db *gorm.DB, id string) error {
	var p Processed
	err := db.Where("id = ?", id).First(&p).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — claim with Clauses\(clause.OnConflict\{DoNothing: true\}\).Create and act only if RowsAffected is 1`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Processed{ID: id}).Error
	}
	return err
}

// Bad: a count decides.
func countThenCreate(db *gorm.DB, id string) error {
	var n int64
	db.Model(&Processed{}).Where("id = ?", id).Count(&n) // want `db.Model\(…\).Where\(…\).Count decides whether db.Create at line \d+ runs`
	if n == 0 {
		return db.Create(&Processed{ID: id}).Error
	}
	return nil
}

// Good: OnConflict DoNothing with RowsAffected read is a claim.
func claim(db *gorm.DB, id string) (bool, error) {
	var p Processed
	if db.Where("id = ?", id).Take(&p).RowsAffected > 0 {
		return false, nil
	}
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id})
	return res.RowsAffected == 1, res.Error
}

// Bad: FirstOrCreate checks then inserts.
func firstOrCreate(db *gorm.DB, id string) error {
	var p Processed
	return db.Where(Processed{ID: id}).FirstOrCreate(&p).Error // want `db.Where\(…\).FirstOrCreate looks the row up and inserts it in two statements`
}

// Good: the duplicate key is translated and treated as done.
func duplicated(db *gorm.DB, id string) error {
	var p Processed
	if err := db.First(&p, "id = ?", id).Error; !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	err := db.Create(&Processed{ID: id}).Error
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return nil
	}
	return err
}

// Good: the duplicate key is told by the error's text (gorm's
// ErrDuplicatedKey message), and the row read back.
func duplicatedText(db *gorm.DB, id string) error {
	var p Processed
	if err := db.First(&p, "id = ?", id).Error; !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	if res := db.Create(&Processed{ID: id}); res.Error != nil {
		if res.Error.Error() != "duplicated key not allowed" {
			return res.Error
		}
		return db.First(&p, "id = ?", id).Error
	}
	return nil
}

// Bad: Find into a slice, len(rows) == 0 as the not-found test.
func findLen(db *gorm.DB, id string) error {
	var rows []Processed
	db.Where("id = ?", id).Find(&rows) // want `db.Where\(…\).Find decides whether db.Create at line \d+ runs`
	if len(rows) == 0 {
		return db.Create(&Processed{ID: id}).Error
	}
	return nil
}

// Bad: RowsAffected == 0 as the not-found test.
func findRowsAffected(db *gorm.DB, id string) error {
	var p Processed
	if res := db.Where("id = ?", id).Find(&p); res.RowsAffected == 0 { // want `db.Where\(…\).Find decides whether db.Create at line \d+ runs`
		return db.Create(&Processed{ID: id}).Error
	}
	return nil
}

type Run struct {
	Command string
	Done    bool
}

// Bad: a run record looked up, and created where First failed: err !=
// nil after First is "not found, or failed", and its side creates the
// row (naiba/bonds' cron runJob).
func recordRun(db *gorm.DB, name string, job func()) {
	var r Run
	result := db.Where("command = ?", name).First(&r) // want `db.Where\(…\).First decides whether db.Create at line \d+ runs`
	job()
	if result.Error != nil {
		db.Create(&Run{Command: name})
	} else {
		db.Model(&r).Update("done", true)
	}
}

// Good: err != nil after First returns the failure; the row found is
// updated.
func finishRun(db *gorm.DB, name string) error {
	var r Run
	if err := db.Where("command = ?", name).First(&r).Error; err != nil {
		return err
	}
	return db.Model(&r).Update("done", true).Error
}

// Good: err != nil after First gives up; a log row of another table is
// created whatever was found.
func logRun(db *gorm.DB, name string) error {
	var r Run
	if err := db.Where("command = ?", name).First(&r).Error; err != nil {
		return err
	}
	return db.Create(&Processed{ID: name}).Error
}

type Pipeline struct {
	Commit string
	Data   []byte
}

// Bad: Scan reports no missing row, yet its failure is taken for one
// (go-vela's PostWebhook: "assume the pipeline doesn't exist yet") and
// the pipeline created.
func pipelineFor(db *gorm.DB, commit string) error {
	var p Pipeline
	err := db.Table("pipelines").Where("commit = ?", commit).Scan(&p).Error // want `db.Table\(…\).Where\(…\).Scan decides whether db.Create at line \d+ runs`
	if err != nil {
		return db.Create(&Pipeline{Commit: commit}).Error
	}
	return nil
}

// Good: the failure of a Scan is handled by an alert, and the work goes
// on with what was read: no create of what it looked for.
func pipelineAlert(db *gorm.DB, commit string, alert func(error)) error {
	var p Pipeline
	if err := db.Table("pipelines").Where("commit = ?", commit).Scan(&p).Error; err != nil {
		alert(err)
		return db.Create(&Processed{ID: commit}).Error
	}
	return db.Model(&p).Update("data", []byte("x")).Error
}

type Bounty struct {
	ID   string
	Paid bool
}

// Bad: the model's Paid field tested, the payment made, then Paid set.
func payBounty(db *gorm.DB, id, to string) error {
	var b Bounty
	if err := db.Where("id = ?", id).First(&b).Error; err != nil { // want `db.Where\(…\).First decides whether smtp.SendMail at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return err
	}
	if b.Paid {
		return nil
	}
	if err := smtp.SendMail("mail:25", nil, "bounties@example.com", []string{to}, nil); err != nil {
		return err
	}
	return db.Model(&b).Update("paid", true).Error
}

// Store is an adapter over gorm, as a data layer's Database interface is.
type Store struct{ db *gorm.DB }

// Good: the caller's model and conditions handed on: no table, no key
// here.
func (s *Store) FirstOrCreate(out any, where ...any) *gorm.DB {
	return s.db.FirstOrCreate(out, where...)
}
