// Package use calls the run-once helpers from asynq handlers, and writes
// from inside and outside gorm transactions.
package use

import (
	"context"
	"net/smtp"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"effectbeforeclaim/helpers/once"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type Welcome struct{ r *once.Runner }

func (h *Welcome) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.r.RunOnce(ctx, "welcome:"+id, func() error {
		return send(id) // want `send runs in the callback of h.r.RunOnce at line 24, before it records its processed marker: a crash in between`
	})
}

type Claimed struct{ r *once.Runner }

func (h *Claimed) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.r.ClaimThenRun(ctx, "welcome:"+id, func() error {
		return send(id)
	})
}

type Processed struct {
	ID string `gorm:"primaryKey"`
}

type Payment struct {
	OrderID string
	Amount  int
}

// OuterHandle claims inside the transaction but writes the payment with
// the captured outer handle.
type OuterHandle struct{ db *gorm.DB }

func (h *OuterHandle) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.db.Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id})
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return nil
		}
		return h.db.Create(&Payment{OrderID: id, Amount: 100}).Error // want `h.db.Create writes outside the transaction of the claim tx.Clauses\(…\).Create at line 54`
	})
}

// InnerHandle writes the payment with the transaction.
type InnerHandle struct{ db *gorm.DB }

func (h *InnerHandle) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.db.Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: id})
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return nil
		}
		return tx.Create(&Payment{OrderID: id, Amount: 100}).Error
	})
}

// TakenOver sends only once the helper has taken the attempt over.
type TakenOver struct{ r *once.Runner }

func (h *TakenOver) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.r.TakeOver(ctx, "welcome:"+id, func() error {
		return send(id)
	})
}
