// Package db is a repository in the shape of sphinx-tribes': a lookup
// that returns the zero row when there is none, and a save that updates
// the row by its owner or creates it.
package db

import (
	"errors"

	"gorm.io/gorm"
)

type Person struct {
	ID          uint
	OwnerPubKey string
	Extras      map[string]any
}

type Store struct{ db *gorm.DB }

var DB Store

func (s Store) PersonByPubkey(pubkey string) Person {
	m := Person{}
	s.db.Where("owner_pub_key = ?", pubkey).Find(&m)
	return m
}

func (s Store) SavePerson(m Person) (Person, error) {
	if s.db.Model(&m).Where("owner_pub_key = ?", m.OwnerPubKey).Updates(&m).RowsAffected == 0 { // want `s.db.Model\(…\).Where\(…\).Updates decides whether s.db.Create at line \d+ runs`
		s.db.Create(&m)
	}
	return m, nil
}

// FindPerson returns nil, and no error, when there is none.
func (s Store) FindPerson(pubkey string) (*Person, error) {
	var m Person
	if err := s.db.Where("owner_pub_key = ?", pubkey).First(&m).Error; err != nil {
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return &m, nil
}
