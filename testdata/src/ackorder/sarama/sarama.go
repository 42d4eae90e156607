// Package sarama holds IBM/sarama consumer group handlers.
package sarama

import (
	"log"

	"github.com/IBM/sarama"

	"ackorder/repo"
)

type markFirst struct{ store *repo.Store }

func (markFirst) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (markFirst) Cleanup(sarama.ConsumerGroupSession) error { return nil }

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

func (h markAfter) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := h.store.Apply(sess.Context(), string(msg.Key)); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

type markOnError struct{ store *repo.Store }

func (markOnError) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (markOnError) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h markOnError) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := h.store.Apply(sess.Context(), string(msg.Key)); err != nil {
			sess.MarkOffset(msg.Topic, msg.Partition, msg.Offset+1, "") // want `sess.MarkOffset runs after h.store.Apply at line 49 failed`
			continue
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

type markSkipped struct{ store *repo.Store }

func (markSkipped) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (markSkipped) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Bad: a failed message is skipped, and marking the next one commits its
// offset too.
func (h markSkipped) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if err := h.store.Apply(sess.Context(), string(msg.Key)); err != nil {
			log.Printf("apply %s: %v", msg.Key, err)
			continue
		}
		sess.MarkMessage(msg, "") // want `sess.MarkMessage commits past the message whose h.store.Apply at line \d+ failed: that failure goes on to the next message without a commit`
	}
	return nil
}
