// Package nats holds core NATS subscription callbacks.
package nats

import (
	"context"
	"log"

	"github.com/nats-io/nats.go"

	"ackorder/repo"
)

func subscribe(nc *nats.Conn, s *repo.Store) {
	nc.Subscribe("orders", func(msg *nats.Msg) {
		msg.Ack() // want `msg.Ack runs before s.Apply at line 16`
		s.Apply(context.Background(), string(msg.Data))
	})
	nc.Subscribe("orders", func(msg *nats.Msg) {
		if err := s.Apply(context.Background(), string(msg.Data)); err != nil {
			msg.Nak()
			return
		}
		msg.AckSync()
	})
	// InProgress extends the deadline: it is no ack.
	nc.QueueSubscribe("orders", "workers", func(msg *nats.Msg) {
		msg.InProgress()
		if err := s.Apply(context.Background(), string(msg.Data)); err != nil {
			msg.Term()
			return
		}
		msg.Ack()
	})
}

func deferred(nc *nats.Conn, s *repo.Store) {
	nc.Subscribe("orders", func(msg *nats.Msg) {
		defer msg.Ack() // want `deferred msg.Ack also runs when s.Apply at line 39 fails`
		if err := s.Apply(context.Background(), string(msg.Data)); err != nil {
			log.Print(err)
			return
		}
	})
	// The flag is set only after the work succeeded.
	nc.Subscribe("orders", func(msg *nats.Msg) {
		done := false
		defer func() {
			if done {
				msg.Ack()
			}
		}()
		if err := s.Apply(context.Background(), string(msg.Data)); err != nil {
			log.Print(err)
			return
		}
		done = true
	})
}

func sync(ctx context.Context, sub *nats.Subscription, s *repo.Store) error {
	for {
		msg, err := sub.NextMsgWithContext(ctx)
		if err != nil {
			return err
		}
		if err := s.Apply(ctx, string(msg.Data)); err != nil {
			log.Print(err)
		}
		msg.Ack() // want `msg.Ack runs after s.Apply at line 66 failed`
	}
}
