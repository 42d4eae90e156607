// Package jetstream holds JetStream consumers (nats.go/jetstream).
package jetstream

import (
	"context"
	"errors"
	"log"

	"github.com/nats-io/nats.go/jetstream"

	"ackorder/repo"
)

var errPermanent = errors.New("permanent")

func consume(cons jetstream.Consumer, js jetstream.JetStream, s *repo.Store) {
	cons.Consume(func(msg jetstream.Msg) {
		msg.DoubleAck(context.Background()) // want `msg.DoubleAck runs before s.Apply at line 19`
		s.Apply(context.Background(), string(msg.Data()))
	})
	// Publishing downstream after the ack loses the publish on a crash.
	cons.Consume(func(msg jetstream.Msg) {
		if err := s.Apply(context.Background(), string(msg.Data())); err != nil {
			msg.Nak()
			return
		}
		msg.Ack() // want `msg.Ack runs before js.Publish at line 28`
		js.Publish(context.Background(), "shipped", msg.Data())
	})
	cons.Consume(func(msg jetstream.Msg) {
		if err := s.Apply(context.Background(), string(msg.Data())); err != nil {
			msg.Nak()
			return
		}
		if _, err := js.Publish(context.Background(), "shipped", msg.Data()); err != nil {
			msg.Nak()
			return
		}
		msg.Ack()
	})
}

func deferred(cons jetstream.Consumer, s *repo.Store) {
	cons.Consume(func(msg jetstream.Msg) {
		defer msg.Ack() // want `deferred msg.Ack also runs when s.Apply at line 46 fails`
		if err := s.Apply(context.Background(), string(msg.Data())); err != nil {
			log.Print(err)
		}
	})
}

// The handler's returned error decides.
func handle(ctx context.Context, msg jetstream.Msg, s *repo.Store) (err error) {
	defer func() {
		if err != nil {
			msg.Nak()
			return
		}
		msg.Ack()
	}()
	return s.Apply(ctx, string(msg.Data()))
}

func afterFailure(ctx context.Context, cons jetstream.Consumer, s *repo.Store) error {
	for {
		msg, err := cons.Next()
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(msg.Data())); err != nil {
			log.Print(err)
			msg.Ack() // want `msg.Ack runs after s.Apply at line 70 failed`
			continue
		}
		msg.Ack()
	}
}

// A permanent failure is terminated, a transient one retried.
func terminate(ctx context.Context, cons jetstream.Consumer, s *repo.Store) error {
	for {
		msg, err := cons.Next()
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(msg.Data())); err != nil {
			if errors.Is(err, errPermanent) {
				msg.Term()
			} else {
				msg.Nak()
			}
			continue
		}
		msg.Ack()
	}
}

// A permanent failure is known not to succeed on retry; the further test
// of the error is the handler's decision.
func dropPermanent(ctx context.Context, cons jetstream.Consumer, s *repo.Store) error {
	for {
		msg, err := cons.Next()
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(msg.Data())); err != nil && !errors.Is(err, errPermanent) {
			msg.Nak()
			continue
		}
		msg.Ack()
	}
}

func whileRunning(cons jetstream.Consumer, s *repo.Store) {
	cons.Consume(func(msg jetstream.Msg) {
		go func() {
			s.Apply(context.Background(), string(msg.Data()))
		}()
		msg.Ack() // want `msg.Ack runs while s.Apply at line 117 may still run in a goroutine`
	})
	cons.Consume(func(msg jetstream.Msg) {
		done := make(chan error, 1)
		go func() {
			done <- s.Apply(context.Background(), string(msg.Data()))
		}()
		if err := <-done; err != nil {
			msg.Nak()
			return
		}
		msg.Ack()
	})
}

func deferredWhileRunning(ctx context.Context, msg jetstream.Msg, s *repo.Store) {
	defer msg.Ack() // want `deferred msg.Ack runs while s.Apply at line 136 may still run in a goroutine`
	go s.Apply(ctx, string(msg.Data()))
}
