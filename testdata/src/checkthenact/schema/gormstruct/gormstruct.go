// Package gormstruct: checks whose conditions are a model struct's
// non-zero fields (Where(&Customer{Email: e})), judged against the model's
// tags as string conditions are.
package gormstruct

import (
	"errors"

	"gorm.io/gorm"
)

type Customer struct {
	ID    uint
	Email string `gorm:"uniqueIndex"`
	Name  string
}

type Setting struct {
	Key    string `gorm:"primaryKey"`
	UserID uint   `gorm:"primaryKey"`
	Value  string
}

type Permission struct {
	ID       uint
	ClientID string `gorm:"index"`
	ServerID string `gorm:"index"`
}

type Customers struct{ db *gorm.DB }

func (us *Customers) GetByEmail(email string) (*Customer, error) {
	u := &Customer{}
	err := us.db.Where(&Customer{Email: email}).First(u).Error
	return u, err
}

func (us *Customers) Create(u *Customer) error { return us.db.Create(u).Error }

// Note: the unique index on Email covers the struct's one non-zero field.
func (us *Customers) invite(email string) error {
	_, err := us.GetByEmail(email) // want `us.GetByEmail decides whether us.Create at line \d+ runs; a concurrent duplicate fails on the unique index on Customer.Email and this code returns the error`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return us.Create(&Customer{Email: email})
	}
	return err
}

// Note: the composite primary key covers (key, user_id); the struct read
// into after the lookup adds no condition.
func saveSetting(db *gorm.DB, model *Setting) error {
	search := &Setting{Key: model.Key, UserID: model.UserID}
	err := db.Where(search).First(search).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; a concurrent duplicate fails on the primary key of Setting \(key, user_id\) and this code returns the error`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(model).Error
	}
	if err != nil {
		return err
	}
	return db.Save(model).Error
}

// Bad: plain indexes; the zero ServerID is no condition.
func grant(db *gorm.DB, client string) error {
	var p Permission
	err := db.Where(&Permission{ClientID: client, ServerID: ""}).First(&p).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers permissions \(client_id\)$`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Permission{ClientID: client}).Error
	}
	return err
}

// Bad: the primary key is (key, user_id); key alone is not unique.
func defaultSetting(db *gorm.DB, key string) error {
	var s Setting
	err := db.Where("key = ?", key).First(&s).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers settings \(key\)$`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Setting{Key: key}).Error
	}
	return err
}

type Device struct {
	UserID    uint   `gorm:"index"`
	DeviceKey string `gorm:"primaryKey"`
	IP        string
}

// Note: a variable set by a literal, its address the condition.
func touch(db *gorm.DB, userID uint, key, ip string) error {
	s := Device{UserID: userID, DeviceKey: key}
	err := db.Where(&s).First(&s).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; a concurrent duplicate fails on the primary key Device.DeviceKey and this code returns the error`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&Device{UserID: userID, DeviceKey: key, IP: ip}).Error
	}
	return err
}

type UserPreferences struct {
	ID     uint
	UserID uint `gorm:"index"`
}

// Bad: gorm names the table user_preferences, as inflection does.
func preferences(db *gorm.DB, userID uint) error {
	var p UserPreferences
	err := db.Where("user_id = ?", userID).First(&p).Error // want `db.Where\(…\).First decides whether db.Create at line \d+ runs; .*; no unique constraint covers user_preferences \(user_id\)$`
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.Create(&UserPreferences{UserID: userID}).Error
	}
	return err
}

type Star struct {
	UserID    string `gorm:"primaryKey"`
	ChannelID string `gorm:"primaryKey"`
}

type Mark struct {
	UserID    string `gorm:"index"`
	ChannelID string
}

// Note: traQ's AddBotToChannel; the inline struct condition's fields are
// the composite primary key.
func joinChannel(db *gorm.DB, user, channel string) error {
	var s Star
	return db.FirstOrCreate(&s, &Star{UserID: user, ChannelID: channel}).Error // want `db.FirstOrCreate looks the row up and inserts it in two statements; a concurrent duplicate fails on the primary key of Star \(user_id, channel_id\) and this call returns the error`
}

// Good: traQ's AddStar; the loser's duplicate is treated as done.
func addStar(db *gorm.DB, user, channel string) error {
	var s Star
	err := db.FirstOrCreate(&s, &Star{UserID: user, ChannelID: channel}).Error
	if err != nil && !errors.Is(err, gorm.ErrDuplicatedKey) {
		return err
	}
	return nil
}

// Bad: no uniqueness on marks; the inline condition's columns named.
func mark(db *gorm.DB, user, channel string) error {
	var m Mark
	return db.FirstOrCreate(&m, &Mark{UserID: user, ChannelID: channel}).Error // want `db.FirstOrCreate looks the row up and inserts it in two statements; two concurrent calls can both insert — .*; no unique constraint covers marks \(user_id, channel_id\)$`
}

// Note: traQ's subscription update; the users are looked up by a list
// (IN), the channel by the struct: the composite primary key covers both.
func subscribe(db *gorm.DB, channel string, users []string) error {
	return db.Transaction(func(tx *gorm.DB) error {
		var current []*Star
		if err := tx.Where(&Star{ChannelID: channel}).Where("user_id IN (?)", users).Find(&current).Error; err != nil { // want `tx.Where\(…\).Where\(…\).Find decides whether tx.Create at line \d+ runs; a concurrent duplicate fails on the primary key of Star \(user_id, channel_id\)`
			return err
		}
		found := make(map[string]*Star, len(current))
		for _, s := range current {
			found[s.UserID] = s
		}
		for _, u := range users {
			if _, ok := found[u]; !ok {
				if err := tx.Create(&Star{UserID: u, ChannelID: channel}).Error; err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// Note: the inline condition given by value (one-api's options): its
// fields are the primary key all the same.
func joinChannelByValue(db *gorm.DB, user, channel string) error {
	var s Star
	return db.FirstOrCreate(&s, Star{UserID: user, ChannelID: channel}).Error // want `db.FirstOrCreate looks the row up and inserts it in two statements; a concurrent duplicate fails on the primary key of Star \(user_id, channel_id\) and this call returns the error`
}
