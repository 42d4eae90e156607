package proofs

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

const shipDDL = `CREATE TABLE orders (id text PRIMARY KEY, email text NOT NULL, status text NOT NULL DEFAULT 'shipped');`

// TestEffectBeforeCommit: handlers.ShipNotifierBuggy marks the order
// notified in a transaction, emails, then commits. The provider sends the
// email and the process dies before its answer arrives: the handler
// returns the error, the transaction rolls the mark back, and the
// redelivery emails again. ShipNotifier commits the mark before the
// email: the redelivery finds the order notified, and one email went out.
func TestEffectBeforeCommit(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Handler("ShipNotifierBuggy.ProcessTask"), harness.Handler("ShipNotifier.ProcessTask"))
	run := func(t *testing.T, name string, i int, h asynq.Handler, p *harness.Provider, s *harness.Schema) int {
		id, to := fmt.Sprintf("%s-%d", name, i), fmt.Sprintf("%s-%d@example.com", name, i)
		s.Exec(`INSERT INTO orders (id, email) VALUES ($1, $2)`, id, to)
		task := asynq.NewTask("order:shipped", []byte(id))
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		var once atomic.Bool
		p.OnEffect = func(harness.Effect) bool {
			if once.CompareAndSwap(false, true) {
				cancel() // the process dies once the provider has sent
				return true
			}
			return false
		}
		if err := h.ProcessTask(ctx, task); err == nil {
			t.Fatalf("%s round %d: the first delivery did not fail", name, i)
		}
		for n := 2; n <= 3; n++ {
			if err := h.ProcessTask(t.Context(), task); err != nil {
				t.Fatalf("%s round %d, delivery %d: %v", name, i, n, err)
			}
		}
		return p.Count("email", to)
	}
	p := harness.NewProvider(t)
	s := harness.NewSchema(t, shipDDL)
	db := s.DB(&harness.Hooks{})
	buggy := &handlers.ShipNotifierBuggy{DB: db, SES: p.SES()}
	correct := &handlers.ShipNotifier{DB: db, SES: p.SES()}
	const n = 5
	for i := range n {
		if got := run(t, "buggy", i, buggy, p, s); got != 2 {
			t.Fatalf("buggy round %d: %d emails, want 2 (the mark rolled back with the failed delivery)", i, got)
		}
		if got := run(t, "correct", i, correct, p, s); got != 1 {
			t.Fatalf("correct round %d: %d emails, want 1", i, got)
		}
	}
	t.Logf("buggy: %d of %d rounds, two emails after a death past the send; correct: %d of %d rounds, one", n, n, n, n)
}
