package proofs

import (
	"fmt"
	"testing"

	"github.com/idemlint/idemlint/proofs/handlers/inboxapp"
	"github.com/idemlint/idemlint/proofs/harness"
)

// The inbox table, without and with the unique key that inboxpg's Claim
// needs: the check-then-save relies on its check alone.
const (
	inboxDDL       = `CREATE TABLE inbox (id text NOT NULL);`
	inboxUniqueDDL = `CREATE TABLE inbox (id text PRIMARY KEY);`
)

// TestWiredRepository: inbox.Handler.HandleBuggy calls Seen, then Save,
// on a Store interface whose PostgreSQL implementation (inboxpg) only the
// wiring package (inboxapp) imports. Both deliveries are held after
// Seen's select until both have found the message unseen: both save it.
// ClaimHandler.Handle's Claim, an INSERT … ON CONFLICT DO NOTHING whose
// rows affected it reads, is held before it is sent, so both reach it
// together: one row, one winner. idemlint's verdict comes from the
// standalone command on the whole handlers tree, whose whole-module view
// resolves the calls to inboxpg's methods.
func TestWiredRepository(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Func{Dir: "handlers/inbox", Name: "Handler.HandleBuggy"}, harness.Func{Dir: "handlers/inbox", Name: "ClaimHandler.Handle"})

	t.Run("buggy", func(t *testing.T) {
		s := harness.NewSchema(t, inboxDDL)
		hooks := &harness.Hooks{}
		h, _ := inboxapp.Wire(s.DB(hooks))
		for i := range buggyRounds {
			id := fmt.Sprintf("msg-%d", i)
			if n := winners(t, hooks, false, `FROM inbox`, func() (bool, error) { return h.HandleBuggy(t.Context(), id) }); n != 2 {
				t.Fatalf("round %d: %d deliveries handled the message, want 2 (the duplicate)", i, n)
			}
			if n := s.Int(`SELECT count(*) FROM inbox WHERE id = $1`, id); n != 2 {
				t.Fatalf("round %d: %d rows after two deliveries that both passed the check, want 2 (the duplicate)", i, n)
			}
		}
		t.Logf("%d of %d rounds: both deliveries handled the message, two rows", buggyRounds, buggyRounds)
	})

	t.Run("correct", func(t *testing.T) {
		s := harness.NewSchema(t, inboxUniqueDDL)
		hooks := &harness.Hooks{}
		_, h := inboxapp.Wire(s.DB(hooks))
		for i := range rounds {
			id := fmt.Sprintf("msg-%d", i)
			if n := winners(t, hooks, true, `INSERT INTO inbox`, func() (bool, error) { return h.Handle(t.Context(), id) }); n != 1 {
				t.Fatalf("round %d: %d deliveries handled the message, want 1", i, n)
			}
			if n := s.Int(`SELECT count(*) FROM inbox WHERE id = $1`, id); n != 1 {
				t.Fatalf("round %d: %d rows, want 1", i, n)
			}
		}
		t.Logf("%d of %d rounds: one delivery handled the message, one row", rounds, rounds)
	})
}
