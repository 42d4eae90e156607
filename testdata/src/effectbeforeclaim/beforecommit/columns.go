package beforecommit

import (
	"context"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"
)

// sentColumns names the column that records each kind of reminder sent.
var sentColumns = map[string]string{
	"period":    "period_last_sent_at",
	"ovulation": "ovulation_last_sent_at",
}

// seenColumns names, for each kind, a column that records no progress.
var seenColumns = map[string]string{
	"period":    "period_last_seen_at",
	"ovulation": "ovulation_notes",
}

type Owner struct{ ID string }

type reminders struct{ db *gorm.DB }

// markSent records the kind's reminder sent for the owner.
func (r *reminders) markSent(id, kind string) error {
	return r.db.Model(&Owner{}).Where("id = ?", id).Update(sentColumns[kind], "now()").Error
}

// touch records something else of the owner.
func (r *reminders) touch(id, kind string) error {
	return r.db.Model(&Owner{}).Where("id = ?", id).Update(seenColumns[kind], "now()").Error
}

// MarkAfterMapped mails, then records the reminder sent in a column that
// a map of the package names by kind (ovumcy's watermarks).
type MarkAfterMapped struct{ r *reminders }

func (h *MarkAfterMapped) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := send(id); err != nil { // want `send runs before the processed marker h.r.markSent at line 45`
		return err
	}
	return h.r.markSent(id, "period")
}

// TouchAfter mails, then updates a column that records no progress: no
// marker, and the no-claim rule speaks instead.
type TouchAfter struct{ r *reminders }

func (h *TouchAfter) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	if err := send(id); err != nil { // want `send runs in a handler that records no claim`
		return err
	}
	return h.r.touch(id, "period")
}
