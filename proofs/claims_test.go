package proofs

import (
	"context"
	"database/sql"
	"slices"
	"testing"
	"time"

	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

const poolDDL = `CREATE TABLE pool (id bigint PRIMARY KEY, status text NOT NULL);
INSERT INTO pool SELECT g, 'scheduled' FROM generate_series(1, 10) g;`

// TestUnlockedClaim: handlers.ClaimBatchBuggy claims scheduled rows with
// one UPDATE whose subquery picks them. The first dispatcher claims in a
// transaction it holds open; the second's UPDATE picks the same rows (its
// snapshot still sees them scheduled) and waits on their row locks; the
// first commits, and the second claims the same five rows again: both
// send. ClaimBatch's FOR UPDATE SKIP LOCKED makes the second pick the
// five rows nobody holds.
func TestUnlockedClaim(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Handler("ClaimBatchBuggy"), harness.Handler("ClaimBatch"))
	run := func(t *testing.T, claim func(context.Context, *sql.Tx, int) ([]int64, error)) (overlap int) {
		s := harness.NewSchema(t, poolDDL)
		db := s.DB(nil)
		ctx := t.Context()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		first, err := claim(ctx, tx, 5)
		if err != nil {
			t.Fatal(err)
		}
		type result struct {
			ids []int64
			err error
		}
		second := make(chan result, 1)
		go func() {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				second <- result{nil, err}
				return
			}
			defer tx.Rollback()
			ids, err := claim(ctx, tx, 5)
			if err == nil {
				err = tx.Commit()
			}
			second <- result{ids, err}
		}()
		// Let the second dispatcher reach its UPDATE: it either waits on the
		// first's row locks or, skipping them, returns.
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) && len(second) == 0 &&
			s.Int(`SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE pool%'`) == 0 {
			time.Sleep(10 * time.Millisecond)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		r := <-second
		if r.err != nil {
			t.Fatal(r.err)
		}
		for _, id := range r.ids {
			if slices.Contains(first, id) {
				overlap++
			}
		}
		return overlap
	}
	const rounds = 5
	for i := range rounds {
		if n := run(t, handlers.ClaimBatchBuggy); n != 5 {
			t.Fatalf("buggy round %d: the dispatchers share %d rows, want 5 (every row claimed twice)", i, n)
		}
		if n := run(t, handlers.ClaimBatch); n != 0 {
			t.Fatalf("correct round %d: the dispatchers share %d rows, want 0", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, both dispatchers claimed the same 5 rows; correct: %d of %d rounds, none shared", rounds, rounds, rounds, rounds)
}
