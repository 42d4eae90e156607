package proofs

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/riverqueue/river"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	riverworkers "github.com/idemlint/idemlint/examples/consumers/river"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/examples/repo"
	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// winners runs two deliveries through race and returns how many reported
// that they did the work.
func winners(t *testing.T, hooks *harness.Hooks, before bool, pattern string, deliver func() (bool, error)) int {
	t.Helper()
	var won atomic.Int32
	noErrors(t, race(t, hooks, before, pattern, func() error {
		w, err := deliver()
		if w {
			won.Add(1)
		}
		return err
	}))
	return int(won.Load())
}

// TestCheckThenActRedis: repo.FirstDeliveryBuggy GETs the key and SETs it on
// a miss. Both deliveries are held after their GET until both have missed:
// both are told they are first. FirstDelivery's SET NX is held before it
// is sent, so both reach it together: Redis lets one set the key.
func TestCheckThenActRedis(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("repo", "FirstDeliveryBuggy"), harness.Example("repo", "FirstDelivery"))
	hooks := &harness.RedisHooks{}
	rdb := harness.RedisClient(t, hooks)
	run := harness.Token()
	race := func(cmd string, after bool, deliver func(ctx context.Context, event string) (bool, error), event string) int {
		t.Cleanup(func() { rdb.Del(context.Background(), "seen:"+event) })
		b := harness.NewBarrier(2)
		if after {
			hooks.After(cmd, b.Wait)
		} else {
			hooks.Before(cmd, b.Wait)
		}
		defer hooks.Reset()
		var won atomic.Int32
		noErrors(t, harness.Concurrently(2, func(int) error {
			first, err := deliver(t.Context(), event)
			if first {
				won.Add(1)
			}
			return err
		}))
		if err := b.Err(); err != nil {
			t.Fatalf("the forced interleaving did not happen at %s: %v", cmd, err)
		}
		return int(won.Load())
	}
	for i := range buggyRounds {
		if n := race("get", true, func(ctx context.Context, ev string) (bool, error) { return repo.FirstDeliveryBuggy(ctx, rdb, ev) }, fmt.Sprintf("buggy-%d-%s", i, run)); n != 2 {
			t.Fatalf("buggy round %d: %d deliveries were told they were first, want 2 (the duplicate)", i, n)
		}
	}
	for i := range rounds {
		if n := race("set", false, func(ctx context.Context, ev string) (bool, error) { return repo.FirstDelivery(ctx, rdb, ev) }, fmt.Sprintf("correct-%d-%s", i, run)); n != 1 {
			t.Fatalf("correct round %d: %d deliveries were told they were first, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, both deliveries first; correct: %d of %d rounds, one", buggyRounds, buggyRounds, rounds, rounds)
}

// TestFirstOrCreate: orders.CreateShipmentGormBuggy's FirstOrCreate selects,
// then inserts: held after the select until both have selected, both
// deliveries create a shipment. CreateShipmentGorm's INSERT … ON CONFLICT
// DO NOTHING, both held before it is sent, creates one.
func TestFirstOrCreate(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("orders", "CreateShipmentGormBuggy"), harness.Example("orders", "CreateShipmentGorm"))
	open := func(ddl string) (*harness.Schema, *harness.Hooks, *gorm.DB) {
		s := harness.NewSchema(t, ddl)
		hooks := &harness.Hooks{}
		db, err := gorm.Open(postgres.New(postgres.Config{Conn: s.DB(hooks)}), &gorm.Config{Logger: logger.Discard})
		if err != nil {
			t.Fatal(err)
		}
		return s, hooks, db
	}
	s, hooks, db := open(checkedDDL)
	for i := range buggyRounds {
		id := fmt.Sprintf("o-%d", i)
		if n := winners(t, hooks, false, `FROM "shipments"`, func() (bool, error) { return orders.CreateShipmentGormBuggy(db, id, "dhl") }); n != 2 {
			t.Fatalf("buggy round %d: %d deliveries created the shipment, want 2", i, n)
		}
		if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 2 {
			t.Fatalf("buggy round %d: %d shipments, want 2 (the duplicate)", i, n)
		}
	}
	s, hooks, db = open(uniqueDDL)
	for i := range rounds {
		id := fmt.Sprintf("o-%d", i)
		if n := winners(t, hooks, true, `INSERT INTO "shipments"`, func() (bool, error) { return orders.CreateShipmentGorm(db, id, "dhl") }); n != 1 {
			t.Fatalf("correct round %d: %d deliveries created the shipment, want 1", i, n)
		}
		if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 1 {
			t.Fatalf("correct round %d: %d shipments, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, two shipments; correct: %d of %d rounds, one", buggyRounds, buggyRounds, rounds, rounds)
}

// holdInserts makes every INSERT into table wait, inside the statement and
// after its row was produced, until the test releases it: a BEFORE INSERT
// trigger takes a shared advisory lock that the test holds exclusively.
// It returns a function that runs deliveries at once and releases them
// when all of them are waiting there.
func holdInserts(t *testing.T, s *harness.Schema, table string, key int) func(n int, deliver func() error) {
	s.Exec(fmt.Sprintf(`CREATE FUNCTION hold_%[1]s() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN PERFORM pg_advisory_xact_lock_shared(%[2]d); RETURN NEW; END $$;
		CREATE TRIGGER hold BEFORE INSERT ON %[1]s FOR EACH ROW EXECUTE FUNCTION hold_%[1]s()`, table, key))
	admin := s.DB(nil)
	return func(n int, deliver func() error) {
		t.Helper()
		conn, err := admin.Conn(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if _, err := conn.ExecContext(t.Context(), `SELECT pg_advisory_lock($1)`, key); err != nil {
			t.Fatal(err)
		}
		done := make(chan []error, 1)
		go func() { done <- harness.Concurrently(n, func(int) error { return deliver() }) }()
		deadline := time.Now().Add(harness.BarrierTimeout)
		for {
			var waiting int
			if err := conn.QueryRowContext(t.Context(), `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = 0 AND objid = $1`, key).Scan(&waiting); err != nil {
				t.Fatal(err)
			}
			if waiting == n {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the forced interleaving did not happen: %d of %d inserts waited in the trigger", waiting, n)
			}
			time.Sleep(2 * time.Millisecond)
		}
		if _, err := conn.ExecContext(t.Context(), `SELECT pg_advisory_unlock($1)`, key); err != nil {
			t.Fatal(err)
		}
		noErrors(t, <-done)
	}
}

// TestInsertWhereNotExists: orders.Store.ReserveStockBuggy is one
// statement, INSERT … SELECT … WHERE NOT EXISTS. Under READ COMMITTED
// each statement sees the rows committed when it started: both statements
// are held at their insert, after their NOT EXISTS was evaluated, until both
// are there, and both insert. ReserveStock's ON CONFLICT DO NOTHING, held
// at the same point, inserts one row.
func TestInsertWhereNotExists(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("orders", "Store.ReserveStockBuggy"), harness.Example("orders", "Store.ReserveStock"))
	key := int(time.Now().UnixNano() % 1_000_000_000)
	s := harness.NewSchema(t, checkedDDL)
	store := &orders.Store{DB: s.DB(nil)}
	deliverAll := holdInserts(t, s, "reservations", key)
	for i := range buggyRounds {
		id := fmt.Sprintf("o-%d", i)
		deliverAll(2, func() error { return store.ReserveStockBuggy(t.Context(), id, "sku-1") })
		if n := s.Int(`SELECT count(*) FROM reservations WHERE order_id = $1`, id); n != 2 {
			t.Fatalf("buggy round %d: %d reservations, want 2 (the duplicate)", i, n)
		}
	}
	s = harness.NewSchema(t, uniqueDDL)
	store = &orders.Store{DB: s.DB(nil)}
	deliverAll = holdInserts(t, s, "reservations", key+1)
	for i := range rounds {
		id := fmt.Sprintf("o-%d", i)
		deliverAll(2, func() error { return store.ReserveStock(t.Context(), id, "sku-1") })
		if n := s.Int(`SELECT count(*) FROM reservations WHERE order_id = $1`, id); n != 1 {
			t.Fatalf("correct round %d: %d reservations, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, two reservations; correct: %d of %d rounds, one", buggyRounds, buggyRounds, rounds, rounds)
}

// TestForUpdateMissingRow: handlers.ShipForUpdateBuggy locks the shipment
// it looks for with FOR UPDATE; there is none, so nothing is locked: both
// deliveries, held after the select, insert. handlers.ShipForUpdate locks
// the order row and reads its status: both held before the lock, the
// second waits for the first's commit, sees "shipped" and does nothing.
func TestForUpdateMissingRow(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Handler("ShipForUpdateBuggy"), harness.Handler("ShipForUpdate"))
	s := harness.NewSchema(t, checkedDDL)
	hooks := &harness.Hooks{}
	db := s.DB(hooks)
	order := func(i int) string {
		id := fmt.Sprintf("o-%d", i)
		s.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', 'c@example.com', 1250, 'eur', 'paid')`, id)
		return id
	}
	for i := range buggyRounds {
		id := order(i)
		noErrors(t, race(t, hooks, false, `FOR UPDATE`, func() error { return handlers.ShipForUpdateBuggy(t.Context(), db, id, "dhl") }))
		if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 2 {
			t.Fatalf("buggy round %d: %d shipments, want 2 (the duplicate)", i, n)
		}
	}
	for i := range rounds {
		id := order(buggyRounds + i)
		noErrors(t, race(t, hooks, true, `FOR UPDATE`, func() error { return handlers.ShipForUpdate(t.Context(), db, id, "dhl") }))
		if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 1 {
			t.Fatalf("correct round %d: %d shipments, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d rounds, two shipments; correct: %d of %d rounds, one", buggyRounds, buggyRounds, rounds, rounds)
}

// TestSerializableCheck: orders.Store.RecordShipmentSerializable keeps the
// check and the insert apart in one SERIALIZABLE transaction, which
// idemlint accepts. Both deliveries held after the check: PostgreSQL makes
// one of them fail (40001, to be retried) and one shipment is recorded;
// the retry then finds it.
func TestSerializableCheck(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Example("orders", "Store.RecordShipmentBuggy"), harness.Example("orders", "Store.RecordShipmentSerializable"))
	s := harness.NewSchema(t, checkedDDL)
	hooks := &harness.Hooks{}
	store := &orders.Store{DB: s.DB(hooks)}
	for i := range rounds {
		id := fmt.Sprintf("o-%d", i)
		errs := race(t, hooks, false, `FROM shipments`, func() error { return store.RecordShipmentSerializable(t.Context(), id, "dhl") })
		failed := 0
		for _, err := range errs {
			var pgErr *pgconn.PgError
			switch {
			case err == nil:
			case errors.As(err, &pgErr) && pgErr.Code == "40001":
				failed++
				if err := store.RecordShipmentSerializable(t.Context(), id, "dhl"); err != nil {
					t.Fatalf("round %d: the retry: %v", i, err)
				}
			default:
				t.Fatalf("round %d: %v", i, err)
			}
		}
		if n := s.Int(`SELECT count(*) FROM shipments WHERE order_id = $1`, id); n != 1 || failed != 1 {
			t.Fatalf("round %d: %d shipments, %d serialization failures; want 1 and 1", i, n, failed)
		}
	}
	t.Logf("%d of %d rounds: one delivery failed to serialize, one shipment", rounds, rounds)
}

// TestRandomClaimKey: handlers.ClaimDeliveryBuggy's ON CONFLICT target gets
// a value made unique per delivery, so both deliveries of one event win
// the claim; ClaimDelivery's is the event id: one wins, also when both
// claims are sent at once.
func TestRandomClaimKey(t *testing.T) {
	harness.Static(t, "randomkey", harness.Handler("ClaimDeliveryBuggy"), harness.Handler("ClaimDelivery"))
	s := harness.NewSchema(t, ordersDDL)
	hooks := &harness.Hooks{}
	db := s.DB(hooks)
	for i := range buggyRounds {
		ev := fmt.Sprintf("evt-buggy-%d", i)
		won := 0
		for range 2 {
			w, err := handlers.ClaimDeliveryBuggy(t.Context(), db, ev)
			if err != nil {
				t.Fatal(err)
			}
			if w {
				won++
			}
		}
		if won != 2 {
			t.Fatalf("buggy round %d: %d of two deliveries won the claim, want 2 (the duplicate)", i, won)
		}
	}
	for i := range rounds {
		ev := fmt.Sprintf("evt-%d", i)
		if n := winners(t, hooks, true, `INSERT INTO processed_events`, func() (bool, error) { return handlers.ClaimDelivery(t.Context(), db, ev) }); n != 1 {
			t.Fatalf("correct round %d: %d of two concurrent deliveries won the claim, want 1", i, n)
		}
	}
	t.Logf("buggy: %d of %d events, both deliveries won the claim; correct: %d of %d, one", buggyRounds, buggyRounds, rounds, rounds)
}

// TestWriteOutsideClaimTx: river's CaptureBuggy commits the claim, then
// updates the order outside that transaction. The job crashes just before
// the update; River retries it; the retry loses the claim and returns, and
// the order is never captured. Capture updates in the claim's
// transaction: the crash rolls the claim back and the retry captures.
func TestWriteOutsideClaimTx(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Example("consumers/river", "CaptureBuggy.Work"), harness.Example("consumers/river", "Capture.Work"))
	s := harness.NewSchema(t, ordersDDL)
	hooks := &harness.Hooks{}
	pool := s.Pool(hooks)
	run := func(work func(context.Context, *river.Job[riverworkers.CaptureArgs]) error, i int) string {
		job := &river.Job[riverworkers.CaptureArgs]{Args: riverworkers.CaptureArgs{EventID: fmt.Sprintf("evt-%d", i), OrderID: fmt.Sprintf("o-%d", i)}}
		s.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', 'c@example.com', 1250, 'eur', 'paid')`, job.Args.OrderID)
		var once atomic.Bool
		hooks.Reset()
		hooks.Before(`^UPDATE orders`, func(ctx context.Context) context.Context {
			if once.CompareAndSwap(false, true) {
				return harness.Crash(ctx)
			}
			return ctx
		})
		if err := work(t.Context(), job); err == nil {
			t.Fatalf("the first attempt did not crash")
		}
		if err := work(t.Context(), job); err != nil {
			t.Fatalf("the retry: %v", err)
		}
		var status string
		if err := pool.QueryRow(t.Context(), `SELECT status FROM orders WHERE id = $1`, job.Args.OrderID).Scan(&status); err != nil {
			t.Fatal(err)
		}
		return status
	}
	buggy := &riverworkers.CaptureBuggy{Pool: pool}
	for i := range buggyRounds {
		if st := run(buggy.Work, i); st != "paid" {
			t.Fatalf("buggy round %d: the order is %q after a crash and a retry, want it left %q (the lost update)", i, st, "paid")
		}
	}
	correct := &riverworkers.Capture{Pool: pool}
	for i := range rounds {
		if st := run(correct.Work, buggyRounds+i); st != "captured" {
			t.Fatalf("correct round %d: the order is %q after a crash and a retry, want %q", i, st, "captured")
		}
	}
	t.Logf("buggy: %d of %d jobs, the claim committed and the capture lost; correct: %d of %d captured by the retry", buggyRounds, buggyRounds, rounds, rounds)
}
