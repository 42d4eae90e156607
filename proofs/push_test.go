package proofs

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// TestReturnAck: a nats.go JetStream push subscription made without
// nats.ManualAck() acks each message when its callback returns.
// handlers.PushSubscribeBuggy's callback hands the message to a goroutine
// and returns: JetStream has the ack while the goroutine's work is about
// to commit, the process is killed there, and the message is never
// redelivered. handlers.PushSubscribe acks by hand after the commit: the
// same crash leaves it unacked, and the restarted subscriber applies the
// redelivery.
func TestReturnAck(t *testing.T) {
	harness.Static(t, "ackorder", harness.Handler("PushSubscribeBuggy"), harness.Handler("PushSubscribe"))
	subject := "proofs." + harness.Token() + ".push"
	_, js, stream := harness.JetStream(t, jetstream.StreamConfig{Subjects: []string{subject}})
	if _, err := stream.CreateOrUpdateConsumer(t.Context(), jetstream.ConsumerConfig{
		Durable: "push", DeliverSubject: nats.NewInbox(), FilterSubject: subject,
		AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait,
	}); err != nil {
		t.Fatalf("JetStream: %v", err)
	}
	s := harness.NewSchema(t, ordersDDL)
	hooks := &harness.Hooks{}
	store := &orders.Store{DB: s.DB(hooks)}
	events := &orderEvents{t: t, s: s, js: js, subject: subject}
	publish, applied := events.publish, events.applied
	nc, _ := harness.JetStreamConn(t)
	admin, err := nc.JetStream()
	if err != nil {
		t.Fatalf("JetStream: %v", err)
	}
	acked := func(seq uint64) bool {
		ci, err := admin.ConsumerInfo(stream.CachedInfo().Config.Name, "push")
		if err != nil {
			t.Fatal(err)
		}
		return ci.AckFloor.Stream >= seq && ci.NumAckPending == 0
	}
	type subscribe func(context.Context, nats.JetStreamContext, string, string, *orders.Store) (*nats.Subscription, error)
	// process subscribes on a NATS connection of its own.
	process := func(sub subscribe) func() {
		nc, _ := harness.JetStreamConn(t)
		jsc, err := nc.JetStream()
		if err != nil {
			t.Fatalf("JetStream: %v", err)
		}
		// The server lets go of a closed connection's subscription a
		// moment after it closes: a restarted process may find the push
		// consumer still bound, and tries again.
		_, err = sub(t.Context(), jsc, subject, "push", store)
		for i := 0; err != nil && strings.Contains(err.Error(), "already bound") && i < 50; i++ {
			time.Sleep(100 * time.Millisecond)
			_, err = sub(t.Context(), jsc, subject, "push", store)
		}
		if err != nil {
			t.Fatalf("JetStream: subscribe: %v", err)
		}
		return nc.Close
	}
	// crash delivers a message, kills the process at the commit of its
	// work (once JetStream has the ack, if waitAck), restarts it and
	// reports whether the work was done in the end.
	crash := func(sub subscribe, waitAck bool) bool {
		ev, seq := publish()
		reached, release := make(chan struct{}), make(chan struct{})
		hooks.Reset()
		hooks.Before(`^commit$`, func(ctx context.Context) context.Context {
			hooks.Reset()
			close(reached)
			<-release
			return harness.Crash(ctx)
		})
		kill := process(sub)
		wait(t, reached, "the commit of "+ev.ID)
		if waitAck {
			until(t, "the ack of "+ev.ID, func() bool { return acked(seq) })
		}
		kill()
		close(release)
		kill = process(sub)
		defer kill()
		if !waitAck {
			until(t, "the redelivery of "+ev.ID, func() bool { return applied(ev) })
			return true
		}
		marker, _ := publish()
		until(t, "the marker "+marker.ID, func() bool { return applied(marker) })
		time.Sleep(ackWait + ackWait/4)
		return applied(ev)
	}
	for i := range 3 {
		if crash(handlers.PushSubscribeBuggy, true) {
			t.Fatalf("buggy round %d: the message was applied after the crash; want it lost", i)
		}
	}
	for i := range 3 {
		if !crash(handlers.PushSubscribe, false) {
			t.Fatalf("correct round %d: the message was lost", i)
		}
	}
	t.Logf("buggy: 3 of 3 messages acked at the callback's return while their work ran, lost in the crash; correct: 3 of 3 redelivered after the crash and applied")
}
