// Package shopify holds consumer group handlers written against
// Shopify/sarama, sarama's import path before 2023.
package shopify

import (
	"github.com/Shopify/sarama"

	"ackorder/repo"
)

type markFirst struct{ store *repo.Store }

func (markFirst) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (markFirst) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Bad: the offset marked before the work.
func (h markFirst) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "") // want `sess.MarkMessage runs before h.store.Apply at line 20`
		if err := h.store.Apply(sess.Context(), string(msg.Key)); err != nil {
			return err
		}
	}
	return nil
}

type markAfter struct{ store *repo.Store }

func (markAfter) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (markAfter) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Good: marked once the work is done.
func (h markAfter) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := h.store.Apply(sess.Context(), string(msg.Key)); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}
