// Package rowreturned reads rows through a repository that fills a local
// with the row and returns it, dropping the error (sphinx-tribes'
// GetBounty: b := NewBounty{}; db.Where("id", id).Find(&b); return b):
// the caller tells a missing or a settled row by its fields.
package rowreturned

import (
	"context"
	"errors"
	"net/smtp"

	"gorm.io/gorm"
)

type Reward struct {
	ID   uint
	Sent bool
}

type Store struct{ db *gorm.DB }

func (s *Store) Get(id uint) Reward {
	r := Reward{}
	s.db.Where("id = ?", id).First(&r)
	return r
}

func (s *Store) Save(r Reward) {
	s.db.Save(&r)
}

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: two concurrent calls both see the reward unsent and both mail it.
func SendReward(ctx context.Context, s *Store, id uint, to string) error {
	r := s.Get(id) // want `s.Get decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if r.ID != id {
		return errors.New("no such reward")
	}
	if r.Sent {
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	r.Sent = true
	s.Save(r)
	return nil
}

// Good: the reward is claimed first; only the winner mails it.
func SendRewardClaimed(ctx context.Context, s *Store, id uint, to string) error {
	res := s.db.Model(&Reward{}).Where("id = ? AND sent = ?", id, false).Update("sent", true)
	if res.Error != nil || res.RowsAffected == 0 {
		return res.Error
	}
	return send(to)
}
