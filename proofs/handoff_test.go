package proofs

import (
	"context"
	"testing"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// handOffProcess is a consumer and the worker goroutine it hands its
// deliveries' work to, in one process: closing the consumer's connection
// is that process dying.
type handOffProcess struct {
	t         *testing.T
	conn      *amqp.Connection
	consumed  <-chan error
	worked    <-chan struct{}
	closeJobs func()
}

// startHandOff starts consume, handing off on handed, and work, draining
// jobs, on r's queue and database.
func startHandOff[T any](r *rabbit, consume func(*amqp.Channel, string, chan<- T) error, work func(context.Context, *orders.Store, <-chan T), handed chan<- T, jobs chan T) *handOffProcess {
	conn, ch := harness.AMQP(r.t)
	consumed := make(chan error, 1)
	worked := make(chan struct{})
	go func() { consumed <- consume(ch, paidQueue, handed) }()
	go func() { work(r.t.Context(), r.store, jobs); close(worked) }()
	return &handOffProcess{t: r.t, conn: conn, consumed: consumed, worked: worked, closeJobs: func() { close(jobs) }}
}

// stop waits for the consumer to return once its connection is closed,
// then ends the worker.
func (p *handOffProcess) stop() {
	select {
	case <-p.consumed:
	case <-time.After(10 * time.Second):
		p.t.Fatalf("the consumer did not stop when its connection closed")
	}
	p.closeJobs()
	select {
	case <-p.worked:
	case <-time.After(10 * time.Second):
		p.t.Fatalf("the worker did not stop when its channel closed")
	}
}

// crashInHandOff publishes a message and the next one to consume, which
// hands their work to work over a channel, and kills the process once the
// worker is about to commit the first message's work and the consumer has
// handed off the next message too: it has then done for the first all it
// does before the work (the buggy consumer has acked it). A relay between
// the two is what tells the test so; it keeps the next message from the
// worker. The consumer and worker are restarted, as in crashBeforeCommit,
// and crashInHandOff reports whether the first message's work was ever
// done; the queue is then empty but for the marker.
func crashInHandOff[T any](r *rabbit, consume func(*amqp.Channel, string, chan<- T) error, work func(context.Context, *orders.Store, <-chan T)) bool {
	ev := r.publish()
	r.publish()
	release := make(chan struct{})
	reached := r.atFirstCommit(release)
	handed, jobs := make(chan T), make(chan T)
	next := make(chan struct{})
	go func() {
		select {
		case first := <-handed:
			select {
			case jobs <- first:
			case <-r.t.Context().Done():
				return
			}
		case <-r.t.Context().Done():
			return
		}
		select {
		case <-handed:
			close(next)
		case <-r.t.Context().Done():
		}
	}()
	p := startHandOff(r, consume, work, handed, jobs)
	wait(r.t, reached, "the commit of "+ev.ID)
	wait(r.t, next, "the hand-off of the message after "+ev.ID)
	p.conn.Close() // the process dies with the worker's transaction open
	close(release)
	p.stop()
	r.hooks.Reset()
	r.gone()
	marker := r.publish()
	restarted := make(chan T)
	p = startHandOff(r, consume, work, restarted, restarted)
	r.waitApplied(marker)
	p.conn.Close()
	p.stop()
	r.gone()
	r.leftOnly(marker)
	return r.applied(ev)
}

// TestAckOnHandOff: handlers.HandOffBuggy sends each delivery's body to a
// worker goroutine (ApplyBodies) and acks it at once. The process is
// killed while the worker is about to commit the work and the consumer
// has gone on to the next message: RabbitMQ had the ack, the restarted
// consumer never gets the message, and the order stays unpaid. HandOff
// sends the delivery itself and its worker, ApplyAndAck, acks after the
// commit: the message comes back to the restarted process, which applies
// it.
func TestAckOnHandOff(t *testing.T) {
	harness.Static(t, "ackorder", harness.Handler("HandOffBuggy"), harness.Handler("HandOff"))
	harness.Static(t, "ackorder", harness.Handler("HandOffBuggy"), harness.Handler("ApplyAndAck"))
	r := newRabbit(t)
	for i := range crashRounds {
		if crashInHandOff(r, handlers.HandOffBuggy, handlers.ApplyBodies) {
			t.Fatalf("buggy round %d: the message was applied after the crash; want it lost", i)
		}
	}
	for i := range crashRounds {
		if !crashInHandOff(r, handlers.HandOff, handlers.ApplyAndAck) {
			t.Fatalf("correct round %d: the message was lost in the crash", i)
		}
	}
	t.Logf("buggy: %d of %d messages acked on hand-off and lost in a crash before the worker's commit (row absent, queue empty); correct: %d of %d redelivered and applied", crashRounds, crashRounds, crashRounds, crashRounds)
}
