// Package beforecommit holds handlers that write their processed marker in
// a transaction and make the effect before the transaction commits: the
// marker is recorded at the commit, so a crash or a failed commit after the
// effect rolls it back and the redelivery repeats the effect.
package beforecommit

import (
	"context"
	"database/sql"
	"net/smtp"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"
)

type mailer struct{ db *sql.DB }

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// MarkSendCommit marks the order notified, emails, then commits.
type MarkSendCommit struct{ mailer }

func (h *MarkSendCommit) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id); err != nil {
		return err
	}
	if err := send(id); err != nil { // want `send runs inside the transaction of the processed marker tx.ExecContext at line 32, before it commits at line 38: a crash or a failed commit in between rolls the marker back, and the redelivery will send the email again — send the email after the commit`
		return err
	}
	return tx.Commit()
}

// CommitThenSend commits the marker first: silent.
type CommitThenSend struct{ mailer }

func (h *CommitThenSend) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return send(id)
}

// ClaimInTx claims the message in the transaction and emails only if it
// won: the claim decides the effect, and a second delivery waits on the
// claim's row until this one commits. Silent, as the SPEC says.
type ClaimInTx struct{ mailer }

func (h *ClaimInTx) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if err := send(id); err != nil {
		return err
	}
	return tx.Commit()
}

// settle marks the payment settled in its caller's transaction and
// notifies the customer before the caller commits.
func settle(ctx context.Context, tx *sql.Tx, id string) error {
	if _, err := tx.ExecContext(ctx, `UPDATE payments SET state = 'settled' WHERE id = $1`, id); err != nil {
		return err
	}
	return send(id) // want `send runs inside the transaction of the processed marker tx.ExecContext at line 88, before its caller commits`
}

// Settle runs settle in its transaction.
type Settle struct{ mailer }

func (h *Settle) ProcessTask(ctx context.Context, t *asynq.Task) error {
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := settle(ctx, tx, string(t.Payload())); err != nil {
		return err
	}
	return tx.Commit()
}

// Shipped marks the order shipped and emails inside gorm's transaction
// callback, which commits when the callback returns.
type Shipped struct{ gdb *gorm.DB }

func (h *Shipped) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	return h.gdb.Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec("UPDATE orders SET status = 'shipped' WHERE id = ?", id).Error; err != nil {
			return err
		}
		return send(id) // want `send runs inside the transaction of the processed marker .* before it commits at the end of the callback of h.gdb.Transaction \(line 115\)`
	})
}

func register(mux *asynq.ServeMux, db *sql.DB, gdb *gorm.DB) {
	mux.Handle("shipped", &Shipped{gdb})
	m := mailer{db}
	mux.Handle("mark", &MarkSendCommit{m})
	mux.Handle("commit", &CommitThenSend{m})
	mux.Handle("claim", &ClaimInTx{m})
	mux.Handle("settle", &Settle{m})
}
