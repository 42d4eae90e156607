// Package acker wraps acknowledgements for the handlers of package
// wrappers, which see them as facts.
package acker

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"

	"ackorder/repo"
)

// Done acks msg.
func Done(msg jetstream.Msg) error { return msg.Ack() }

// Finish acks msg when err is nil and naks it otherwise.
func Finish(msg jetstream.Msg, err error) {
	if err != nil {
		msg.Nak()
		return
	}
	msg.Ack()
}

// SkipDuplicate acks msg and reports true when its id was seen before.
func SkipDuplicate(ctx context.Context, s *repo.Store, msg jetstream.Msg) bool {
	won, err := s.Claim(ctx, string(msg.Data()))
	if err == nil && !won {
		msg.Ack()
		return true
	}
	return false
}
