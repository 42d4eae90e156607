package proofs

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	confirm "github.com/idemlint/idemlint/examples/consumers/asynq"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/harness"
)

// TestReturnAfterFailure: asynq takes a task as done when its handler
// returns nil. The first commit of each order's payment fails. PayBuggy
// logs the failure and returns nil: a real asynq server completes the
// task, never runs it again, and the order stays unpaid. Pay returns the
// error: the server retries the task, and the order is paid.
func TestReturnAfterFailure(t *testing.T) {
	harness.Static(t, "ackorder", harness.Example("consumers/asynq", "PayBuggy.ProcessTask"), harness.Example("consumers/asynq", "Pay.ProcessTask"))
	s := harness.NewSchema(t, ordersDDL)
	hooks := &harness.Hooks{}
	store := &orders.Store{DB: s.DB(hooks)}
	queue := fmt.Sprintf("pay-%d", time.Now().UnixNano())
	n := 0
	run := func(h asynq.Handler) (applied bool, runs int32) {
		n++
		ev := orders.Event{ID: fmt.Sprintf("evt-%s-%d", queue, n), OrderID: fmt.Sprintf("o-%s-%d", queue, n), Type: "paid"}
		s.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', 'c@example.com', 1250, 'eur', 'pending')`, ev.OrderID)
		var once sync.Once
		hooks.Reset()
		hooks.Before(`^commit$`, func(ctx context.Context) context.Context {
			fired := false
			once.Do(func() { fired = true })
			if fired {
				return harness.Crash(ctx) // the first commit fails
			}
			return ctx
		})
		var count atomic.Int32
		srv := asynq.NewServer(harness.AsynqRedis, asynq.Config{
			Concurrency:    1,
			Queues:         map[string]int{queue: 1},
			RetryDelayFunc: func(int, error, *asynq.Task) time.Duration { return 10 * time.Millisecond },
			// The retry set is moved to the queue every 5s by default.
			DelayedTaskCheckInterval: 50 * time.Millisecond,
			LogLevel:                 asynq.ErrorLevel,
		})
		if err := srv.Start(asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
			count.Add(1)
			return h.ProcessTask(ctx, t)
		})); err != nil {
			t.Fatalf("asynq: start: %v", err)
		}
		defer srv.Shutdown()
		client := asynq.NewClient(harness.AsynqRedis)
		defer client.Close()
		payload, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := client.Enqueue(asynq.NewTask("order:pay", payload), asynq.Queue(queue), asynq.MaxRetry(3)); err != nil {
			t.Fatalf("asynq: enqueue: %v", err)
		}
		applied = func() bool {
			return s.Int(`SELECT count(*) FROM processed_events p JOIN orders o ON o.id = $2 AND o.status = 'paid' WHERE p.event_id = $1`, ev.ID, ev.OrderID) == 1
		}()
		deadline := time.Now().Add(3 * time.Second)
		for !applied && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
			applied = s.Int(`SELECT count(*) FROM processed_events p JOIN orders o ON o.id = $2 AND o.status = 'paid' WHERE p.event_id = $1`, ev.ID, ev.OrderID) == 1
		}
		return applied, count.Load()
	}
	const rounds = 3
	for i := range rounds {
		if applied, runs := run(&confirm.PayBuggy{Store: store}); applied || runs != 1 {
			t.Fatalf("buggy round %d: applied=%v after %d runs; want the task run once and the order left unpaid", i, applied, runs)
		}
	}
	for i := range rounds {
		if applied, runs := run(&confirm.Pay{Store: store}); !applied || runs < 2 {
			t.Fatalf("correct round %d: applied=%v after %d runs; want a retry that pays the order", i, applied, runs)
		}
	}
	t.Logf("buggy: %d of %d tasks completed after one failed run, the order left unpaid; correct: %d of %d retried and paid", rounds, rounds, rounds, rounds)
}
