package proofs

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	natsconsumer "github.com/idemlint/idemlint/examples/consumers/nats"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// ackWait is how long JetStream waits for an ack before redelivering.
const ackWait = time.Second

// TestAckWhileRunning: natsconsumer.Consumer.ConsumeBuggy acks while the
// goroutine it started still applies the message, and
// handlers.ConsumeAckFirstBuggy acks before applying it. The consumer's
// process is killed as that work is about to commit, once JetStream has
// the ack:
// the message is never redelivered and the order stays pending. Consume
// waits for the work and acks after it: the same crash leaves the message
// unacked, JetStream redelivers it after the ack wait, and the restarted
// consumer applies it.
func TestAckWhileRunning(t *testing.T) {
	harness.Static(t, "ackorder", harness.Example("consumers/nats", "Consumer.ConsumeBuggy"), harness.Example("consumers/nats", "Consumer.Consume"))
	harness.Static(t, "ackorder", harness.Handler("ConsumeAckFirstBuggy"), harness.Example("consumers/nats", "Consumer.Consume"))
	subject := "proofs." + harness.Token() + ".paid"
	_, js, stream := harness.JetStream(t, jetstream.StreamConfig{Subjects: []string{subject}})
	if _, err := stream.CreateOrUpdateConsumer(t.Context(), jetstream.ConsumerConfig{
		Durable: "orders", AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait,
	}); err != nil {
		t.Fatalf("JetStream: %v", err)
	}
	s := harness.NewSchema(t, ordersDDL)
	hooks := &harness.Hooks{}
	store := &orders.Store{DB: s.DB(hooks)}
	ev := &orderEvents{t: t, s: s, js: js, subject: subject}
	publish, applied := ev.publish, ev.applied
	waitFor := func(what string, cond func() bool) { until(t, what, cond) }
	// acked reports whether JetStream has the ack of the message at seq.
	acked := func(seq uint64) bool {
		info, err := stream.Consumer(t.Context(), "orders")
		if err != nil {
			t.Fatal(err)
		}
		ci, err := info.Info(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		return ci.AckFloor.Stream >= seq && ci.NumAckPending == 0
	}
	type consume func(*natsconsumer.Consumer, context.Context, jetstream.Consumer) (jetstream.ConsumeContext, error)
	// process starts a consumer process: a NATS connection of its own.
	process := func(run consume) func() {
		nc, pjs := harness.JetStreamConn(t)
		cons, err := pjs.Consumer(t.Context(), stream.CachedInfo().Config.Name, "orders")
		if err != nil {
			t.Fatalf("JetStream: %v", err)
		}
		cc, err := run(&natsconsumer.Consumer{JS: pjs, Store: store}, t.Context(), cons)
		if err != nil {
			t.Fatalf("JetStream: consume: %v", err)
		}
		return func() { cc.Stop(); nc.Close() }
	}
	// crash delivers a message, kills the process at the commit of its
	// work (after waitAck, if set, once JetStream has the ack), restarts
	// the consumer and reports whether the work was done in the end.
	crash := func(run consume, waitAck bool) bool {
		ev, seq := publish()
		reached, release := make(chan struct{}), make(chan struct{})
		hooks.Reset()
		hooks.Before(`^commit$`, func(ctx context.Context) context.Context {
			hooks.Reset()
			close(reached)
			<-release
			return harness.Crash(ctx)
		})
		kill := process(run)
		wait(t, reached, "the commit of "+ev.ID)
		if waitAck {
			waitFor("the ack of "+ev.ID, func() bool { return acked(seq) })
		}
		kill()
		close(release)
		kill = process(run)
		defer kill()
		if !waitAck {
			waitFor("the redelivery of "+ev.ID, func() bool { return applied(ev) })
			return true
		}
		// The ack floor is past the message: JetStream will not redeliver
		// it. A later message is applied by the restarted consumer, and
		// past one more ack wait the first still is not.
		marker, _ := publish()
		waitFor("the marker "+marker.ID, func() bool { return applied(marker) })
		time.Sleep(ackWait + ackWait/4)
		return applied(ev)
	}
	ackFirst := func(c *natsconsumer.Consumer, ctx context.Context, cons jetstream.Consumer) (jetstream.ConsumeContext, error) {
		return handlers.ConsumeAckFirstBuggy(ctx, cons, c.Store)
	}
	for name, run := range map[string]consume{"ConsumeBuggy": (*natsconsumer.Consumer).ConsumeBuggy, "ConsumeAckFirstBuggy": ackFirst} {
		for i := range 3 {
			if crash(run, true) {
				t.Fatalf("%s round %d: the message was applied after the crash; want it lost", name, i)
			}
		}
	}
	for i := range 5 {
		if !crash((*natsconsumer.Consumer).Consume, false) {
			t.Fatalf("correct round %d: the message was lost", i)
		}
	}
	t.Logf("buggy: 3 of 3 messages acked while their work ran (ConsumeBuggy), 3 of 3 acked before it (ConsumeAckFirstBuggy), lost in the crash (row absent, never redelivered); correct: 5 of 5 redelivered after the crash and applied")
}

// orderEvents publishes numbered "paid" events on a JetStream subject,
// each for a pending order row it inserts first.
type orderEvents struct {
	t       *testing.T
	s       *harness.Schema
	js      jetstream.JetStream
	subject string
	n       int
}

func (o *orderEvents) publish() (orders.Event, uint64) {
	o.n++
	ev := orders.Event{ID: fmt.Sprintf("evt-%d", o.n), OrderID: fmt.Sprintf("o-%d", o.n), Type: "paid"}
	o.s.Exec(`INSERT INTO orders VALUES ($1, 'cus_1', 'c@example.com', 1250, 'eur', 'pending')`, ev.OrderID)
	body, err := json.Marshal(ev)
	if err != nil {
		o.t.Fatal(err)
	}
	ack, err := o.js.Publish(o.t.Context(), o.subject, body)
	if err != nil {
		o.t.Fatalf("JetStream: publish: %v", err)
	}
	return ev, ack.Sequence
}

// applied reports whether the event's work committed: recorded, and its
// order paid.
func (o *orderEvents) applied(ev orders.Event) bool {
	return o.s.Int(`SELECT count(*) FROM processed_events p JOIN orders o ON o.id = $2 AND o.status = 'paid' WHERE p.event_id = $1`, ev.ID, ev.OrderID) == 1
}

// until waits up to ten seconds for cond.
func until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never happened", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
