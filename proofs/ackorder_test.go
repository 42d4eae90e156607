package proofs

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/examples/consumers/rabbitmq"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// The example consumer's queue, declared as its doc says: with a
// dead-letter exchange, so a Nack without requeue sends a message to the
// dead-letter queue.
const (
	paidQueue = "order-paid"
	deadQueue = "order-paid.dead"
)

// rabbit is the example service's RabbitMQ consumer and its database.
type rabbit struct {
	t     *testing.T
	s     *harness.Schema
	hooks *harness.Hooks
	store *orders.Store
	admin *amqp.Channel
	n     int
}

func newRabbit(t *testing.T) *rabbit {
	r := &rabbit{t: t, s: harness.NewSchema(t, ordersDDL), hooks: &harness.Hooks{}}
	r.store = &orders.Store{DB: r.s.DB(r.hooks)}
	_, r.admin = harness.AMQP(t)
	for _, q := range []string{paidQueue, deadQueue} {
		if _, err := r.admin.QueueDelete(q, false, false, false); err != nil {
			t.Fatalf("RabbitMQ: delete %s: %v", q, err)
		}
	}
	if _, err := r.admin.QueueDeclare(deadQueue, true, false, false, false, nil); err != nil {
		t.Fatalf("RabbitMQ: %v", err)
	}
	if _, err := r.admin.QueueDeclare(paidQueue, true, false, false, false, amqp.Table{
		"x-dead-letter-exchange": "", "x-dead-letter-routing-key": deadQueue,
	}); err != nil {
		t.Fatalf("RabbitMQ: %v", err)
	}
	t.Cleanup(func() {
		for _, q := range []string{paidQueue, deadQueue} {
			_, _ = r.admin.QueueDelete(q, false, false, false)
		}
	})
	return r
}

// publish inserts a pending order and publishes that it was paid.
func (r *rabbit) publish() orders.Event {
	r.n++
	ev := orders.Event{ID: fmt.Sprintf("evt-%d", r.n), OrderID: fmt.Sprintf("o-%d", r.n), Type: "paid"}
	r.s.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', 'c@example.com', 1250, 'eur', 'pending')`, ev.OrderID)
	body, err := json.Marshal(ev)
	if err != nil {
		r.t.Fatal(err)
	}
	if err := r.admin.PublishWithContext(r.t.Context(), "", paidQueue, false, false, amqp.Publishing{
		ContentType: "application/json", DeliveryMode: amqp.Persistent, MessageId: ev.ID, Body: body,
	}); err != nil {
		r.t.Fatalf("RabbitMQ: publish: %v", err)
	}
	return ev
}

// consumer starts run on a connection of its own: the service's process.
// Closing the connection is that process dying.
func (r *rabbit) consumer(run func(*rabbitmq.Consumer, context.Context) error) (*amqp.Connection, <-chan error) {
	conn, ch := harness.AMQP(r.t)
	done := make(chan error, 1)
	go func() { done <- run(&rabbitmq.Consumer{Ch: ch, Store: r.store}, r.t.Context()) }()
	return conn, done
}

func (r *rabbit) stop(conn *amqp.Connection, done <-chan error) {
	conn.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		r.t.Fatalf("the consumer did not stop when its connection closed")
	}
}

// applied reports whether ev's work is durable: the claim and the order's
// new status, committed together by orders.Store.Apply.
func (r *rabbit) applied(ev orders.Event) bool {
	return r.s.Int(`SELECT count(*) FROM processed_events p JOIN orders o ON o.id = $2 AND o.status = 'paid' WHERE p.event_id = $1`, ev.ID, ev.OrderID) == 1
}

// waitApplied waits for ev's work, which must come.
func (r *rabbit) waitApplied(ev orders.Event) {
	deadline := time.Now().Add(10 * time.Second)
	for !r.applied(ev) {
		if time.Now().After(deadline) {
			r.t.Fatalf("%s was never applied", ev.ID)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (r *rabbit) depth(q string) int { return r.inspect(q).Messages }

func (r *rabbit) inspect(q string) amqp.Queue {
	info, err := r.admin.QueueDeclarePassive(q, true, false, false, false, nil)
	if err != nil {
		r.t.Fatalf("RabbitMQ: %v", err)
	}
	return info
}

// leftOnly fails the test when the paid queue holds a message other than
// the marker. The marker may be back in the queue: its work committed, and
// the consumer's connection closed before its ack reached the broker,
// which then requeued it; that is the stop's doing, not the handler's.
func (r *rabbit) leftOnly(marker orders.Event) {
	for {
		msg, ok, err := r.admin.Get(paidQueue, false)
		if err != nil {
			r.t.Fatalf("RabbitMQ: get: %v", err)
		}
		if !ok {
			return
		}
		if msg.MessageId != marker.ID {
			r.t.Fatalf("%s left in %s", msg.MessageId, paidQueue)
		}
		if err := msg.Ack(false); err != nil {
			r.t.Fatalf("RabbitMQ: ack: %v", err)
		}
	}
}

// gone waits until RabbitMQ has no consumer on the queue any more: it has
// then dealt with the dead consumer's unacknowledged messages, which it
// requeues as it drops the consumer.
func (r *rabbit) gone() {
	deadline := time.Now().Add(10 * time.Second)
	for r.inspect(paidQueue).Consumers > 0 {
		if time.Now().After(deadline) {
			r.t.Fatalf("RabbitMQ still has a consumer on %s after its connection closed", paidQueue)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// atFirstCommit arms a hook on the next COMMIT: it signals reached, waits
// for release, and makes the commit fail without reaching the server.
func (r *rabbit) atFirstCommit(release <-chan struct{}) <-chan struct{} {
	reached := make(chan struct{})
	var once sync.Once
	r.hooks.Reset()
	r.hooks.Before(`^commit$`, func(ctx context.Context) context.Context {
		fired := false
		once.Do(func() { fired = true })
		if !fired {
			return ctx
		}
		close(reached)
		<-release
		return harness.Crash(ctx)
	})
	return reached
}

func wait(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-c:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s never happened", what)
	}
}

// crashBeforeCommit delivers a message to run, kills the consumer's
// process while the work's transaction is about to commit, restarts the
// consumer and reports whether the message's work was ever done. Once
// RabbitMQ has dropped the dead consumer (and requeued what it had not
// acked) a second message is published; the restarted consumer applies
// it, so it would have had the first by then: a requeued message goes
// back ahead of later ones.
func crashBeforeCommit(r *rabbit, run func(*rabbitmq.Consumer, context.Context) error) bool {
	ev := r.publish()
	release := make(chan struct{})
	reached := r.atFirstCommit(release)
	conn, done := r.consumer(run)
	wait(r.t, reached, "the commit of "+ev.ID)
	conn.Close() // the process dies with its transaction open
	close(release)
	r.stop(conn, done)
	r.hooks.Reset()
	r.gone()
	marker := r.publish()
	conn, done = r.consumer(run)
	r.waitApplied(marker)
	r.stop(conn, done)
	return r.applied(ev)
}

// failCommit delivers a message whose work fails (the commit is refused)
// to a consumer that goes on running, and returns whether the message was
// dead-lettered; the work itself is never done.
func failCommit(r *rabbit, run func(*rabbitmq.Consumer, context.Context) error) bool {
	ev := r.publish()
	release := make(chan struct{})
	close(release)
	reached := r.atFirstCommit(release)
	conn, done := r.consumer(run)
	wait(r.t, reached, "the commit of "+ev.ID)
	marker := r.publish()
	r.waitApplied(marker)
	r.stop(conn, done)
	r.hooks.Reset()
	if r.applied(ev) {
		r.t.Fatalf("%s applied although its commit failed", ev.ID)
	}
	// Dead-lettering runs in the broker after the Nack; wait for it a while.
	deadline := time.Now().Add(300 * time.Millisecond)
	for r.depth(deadQueue) == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	r.gone()
	r.leftOnly(marker)
	dead := r.depth(deadQueue)
	if dead > 0 {
		if _, err := r.admin.QueuePurge(deadQueue, false); err != nil {
			r.t.Fatal(err)
		}
	}
	return dead == 1
}

const crashRounds = 10

// TestAutoAck: rabbitmq.Consumer.RunAutoAckBuggy consumes with
// autoAck=true. Its process is killed as the work is about to commit:
// RabbitMQ had already forgotten the message, the restarted consumer never
// gets it, and the order stays unpaid. Run acks after the commit: the
// message comes back to the restarted consumer, which applies it.
func TestAutoAck(t *testing.T) {
	harness.Static(t, "ackorder", harness.Example("consumers/rabbitmq", "Consumer.RunAutoAckBuggy"), harness.Example("consumers/rabbitmq", "Consumer.Run"))
	r := newRabbit(t)
	for i := range crashRounds {
		if crashBeforeCommit(r, (*rabbitmq.Consumer).RunAutoAckBuggy) {
			t.Fatalf("buggy round %d: the message was applied after the crash; want it lost", i)
		}
	}
	for i := range crashRounds {
		if !crashBeforeCommit(r, (*rabbitmq.Consumer).Run) {
			t.Fatalf("correct round %d: the message was lost in the crash", i)
		}
	}
	t.Logf("buggy: %d of %d messages lost in a crash before the commit (row absent, queue empty); correct: %d of %d redelivered and applied", crashRounds, crashRounds, crashRounds, crashRounds)
}

// TestAckOnFailure: when the work fails, RunDeferredAckBuggy's deferred Ack,
// RunAckOnErrorBuggy's Ack after logging and RunSwallowedBuggy's Ack after a
// helper that logged the failure and returned all drop the message: it is
// neither retried nor dead-lettered. Run Nacks it to the dead-letter queue.
func TestAckOnFailure(t *testing.T) {
	harness.Static(t, "ackorder", harness.Example("consumers/rabbitmq", "Consumer.RunDeferredAckBuggy"), harness.Example("consumers/rabbitmq", "Consumer.Run"))
	harness.Static(t, "ackorder", harness.Example("consumers/rabbitmq", "Consumer.RunAckOnErrorBuggy"), harness.Example("consumers/rabbitmq", "Consumer.Run"))
	harness.Static(t, "ackorder", harness.Example("consumers/rabbitmq", "Consumer.RunSwallowedBuggy"), harness.Example("consumers/rabbitmq", "Consumer.Run"))
	r := newRabbit(t)
	for name, run := range map[string]func(*rabbitmq.Consumer, context.Context) error{
		"RunDeferredAckBuggy": (*rabbitmq.Consumer).RunDeferredAckBuggy,
		"RunAckOnErrorBuggy":  (*rabbitmq.Consumer).RunAckOnErrorBuggy,
		"RunSwallowedBuggy":   (*rabbitmq.Consumer).RunSwallowedBuggy,
	} {
		for i := range crashRounds {
			if failCommit(r, run) {
				t.Fatalf("%s round %d: the failed message was dead-lettered; want it dropped", name, i)
			}
		}
	}
	for i := range crashRounds {
		if !failCommit(r, (*rabbitmq.Consumer).Run) {
			t.Fatalf("correct round %d: the failed message was not dead-lettered", i)
		}
	}
	t.Logf("buggy: %d of %d failed messages dropped by each of RunDeferredAckBuggy, RunAckOnErrorBuggy and RunSwallowedBuggy (row absent, no dead letter); correct: %d of %d dead-lettered", crashRounds, crashRounds, crashRounds, crashRounds)
}

// TestAckBeforeCommit: handlers.RunAckFirstBuggy acks each delivery, then
// applies it. Its process is killed as the work is about to commit: the
// message is gone and the order stays unpaid. The example's Run (acks
// after the commit) is TestAutoAck's correct version.
func TestAckBeforeCommit(t *testing.T) {
	harness.Static(t, "ackorder", harness.Handler("RunAckFirstBuggy"), harness.Example("consumers/rabbitmq", "Consumer.Run"))
	r := newRabbit(t)
	ackFirst := func(c *rabbitmq.Consumer, ctx context.Context) error {
		return handlers.RunAckFirstBuggy(ctx, c.Ch, paidQueue, c.Store)
	}
	for i := range crashRounds {
		if crashBeforeCommit(r, ackFirst) {
			t.Fatalf("buggy round %d: the message was applied after the crash; want it lost", i)
		}
	}
	for i := range crashRounds {
		if !crashBeforeCommit(r, (*rabbitmq.Consumer).Run) {
			t.Fatalf("correct round %d: the message was lost in the crash", i)
		}
	}
	t.Logf("buggy: %d of %d messages acked before the commit and lost in the crash (row absent, queue empty); correct: %d of %d redelivered and applied", crashRounds, crashRounds, crashRounds, crashRounds)
}
