package proofs

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/sesv2"

	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

const outboxDDL = `CREATE TABLE outbox (id bigint PRIMARY KEY, email text NOT NULL, status text NOT NULL DEFAULT 'pending');`

// TestPollerReplicas: handlers.PollOutboxBuggy is a poller that sends a
// pending row's email and then marks it sent. Two replicas run it; both
// are held after their read of the pending row until both have read it:
// both send, two emails to one address. PollOutbox claims the row first
// with FOR UPDATE SKIP LOCKED; both are held before the claim, one wins
// the row, and one email goes out.
func TestPollerReplicas(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Handler("PollOutboxBuggy"), harness.Handler("PollOutbox"))
	p := harness.NewProvider(t)
	run := func(t *testing.T, before bool, pattern, to string, poll func(context.Context, *sql.DB, *sesv2.Client)) int {
		s := harness.NewSchema(t, outboxDDL)
		s.Exec(`INSERT INTO outbox (id, email) VALUES (1, $1)`, to)
		hooks := &harness.Hooks{}
		b := harness.NewBarrier(2)
		if before {
			hooks.Before(pattern, b.HoldBefore)
		} else {
			hooks.After(pattern, b.Hold)
		}
		db := s.DB(hooks)
		ctx, cancel := context.WithTimeout(t.Context(), 2*time.Second)
		defer cancel()
		harness.Concurrently(2, func(int) error {
			// Each replica stops once the row is sent, or at the deadline.
			rctx, stop := context.WithCancel(ctx)
			defer stop()
			go func() {
				for rctx.Err() == nil && s.Int(`SELECT count(*) FROM outbox WHERE status = 'sent'`) == 0 {
					time.Sleep(20 * time.Millisecond)
				}
				time.Sleep(100 * time.Millisecond)
				stop()
			}()
			poll(rctx, db, p.SES())
			return nil
		})
		if err := b.Err(); err != nil {
			t.Fatalf("the forced interleaving did not happen at %q: %v", pattern, err)
		}
		return p.Count("email", to)
	}
	const rounds = 5
	for i := range rounds {
		if n := run(t, false, `FROM outbox WHERE status = 'pending'`, fmt.Sprintf("buggy-%d@example.com", i), handlers.PollOutboxBuggy); n != 2 {
			t.Fatalf("buggy round %d: %d emails, want 2 (both replicas sent the pending row)", i, n)
		}
		if n := run(t, true, `UPDATE outbox SET status = 'sending'`, fmt.Sprintf("correct-%d@example.com", i), handlers.PollOutbox); n != 1 {
			t.Fatalf("correct round %d: %d emails, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, two emails for one pending row; correct: %d of %d rounds, one", rounds, rounds, rounds, rounds)
}
