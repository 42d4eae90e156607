// Package mutex serialises a check and its act with a process's lock. A
// program that takes a sync.Mutex around the pair serialises its own
// calls; messages redelivered to another consumer, and jobs run on every
// replica, are not serialised by it.
package mutex

import (
	"context"
	"database/sql"
	"errors"
	"sync"

	"github.com/nats-io/nats.go"
	"gorm.io/gorm"
)

type Payment struct {
	Hash  string
	State string
}

type Service struct {
	mu sync.Mutex
	db *gorm.DB
}

// Good: the lookup and the create run in one critical section, held to
// the return.
func (s *Service) Pay(hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var p Payment
	if err := s.db.Where("hash = ?", hash).First(&p).Error; err == nil {
		return errors.New("already paid")
	}
	return s.db.Create(&Payment{Hash: hash, State: "pending"}).Error
}

var payLock sync.Mutex

// Good: the critical section is around the transaction whose callback
// checks and creates.
func (s *Service) PayInTx(hash string) error {
	return func() error {
		payLock.Lock()
		defer payLock.Unlock()
		return s.db.Transaction(func(tx *gorm.DB) error {
			var p Payment
			if tx.Where("hash = ?", hash).First(&p).Error == nil {
				return errors.New("already paid")
			}
			return tx.Create(&Payment{Hash: hash, State: "pending"}).Error
		})
	}()
}

// Bad: the lock is released between the check and the create.
func (s *Service) Released(hash string) error {
	s.mu.Lock()
	var p Payment
	err := s.db.Where("hash = ?", hash).First(&p).Error // want `s.db.Where\(…\).First decides whether s.db.Create at line \d+ runs`
	s.mu.Unlock()
	if err == nil {
		return errors.New("already paid")
	}
	return s.db.Create(&Payment{Hash: hash, State: "pending"}).Error
}

// Bad: a message's handler; its redelivery can reach another consumer,
// which this lock does not hold.
func Consume(nc *nats.Conn, db *sql.DB) {
	var mu sync.Mutex
	nc.Subscribe("payments", func(m *nats.Msg) {
		mu.Lock()
		defer mu.Unlock()
		var n int
		db.QueryRowContext(context.Background(), `SELECT count(*) FROM processed WHERE id = $1`, string(m.Data)).Scan(&n) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent deliveries`
		if n == 0 {
			db.ExecContext(context.Background(), `INSERT INTO processed (id) VALUES ($1)`, string(m.Data))
		}
	})
}
