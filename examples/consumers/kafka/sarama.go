package kafka

import (
	"log"

	"github.com/IBM/sarama"

	"github.com/idemlint/idemlint/examples/orders"
)

// SaramaHandlerBuggy marks each message before applying it; the next
// commit of marked offsets can happen while Apply still runs.
type SaramaHandlerBuggy struct {
	Store *orders.Store
}

// Setup implements sarama.ConsumerGroupHandler.
func (SaramaHandlerBuggy) Setup(sarama.ConsumerGroupSession) error { return nil }

// Cleanup implements sarama.ConsumerGroupHandler.
func (SaramaHandlerBuggy) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim implements sarama.ConsumerGroupHandler.
func (h SaramaHandlerBuggy) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		sess.MarkMessage(msg, "") // idemlint: want ackorder
		ev, err := orders.Decode(msg.Value)
		if err != nil {
			log.Printf("sarama: skip malformed offset %d: %v", msg.Offset, err)
			continue
		}
		if err := h.Store.Apply(sess.Context(), ev); err != nil {
			return err
		}
	}
	return nil
}

// SaramaHandler marks a message once Apply has committed.
type SaramaHandler struct {
	Store *orders.Store
}

// Setup implements sarama.ConsumerGroupHandler.
func (SaramaHandler) Setup(sarama.ConsumerGroupSession) error { return nil }

// Cleanup implements sarama.ConsumerGroupHandler.
func (SaramaHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim implements sarama.ConsumerGroupHandler.
func (h SaramaHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		ev, err := orders.Decode(msg.Value)
		if err != nil {
			log.Printf("sarama: skip malformed offset %d: %v", msg.Offset, err)
		} else if err := h.Store.Apply(sess.Context(), ev); err != nil {
			return err
		}
		sess.MarkMessage(msg, "") // idemlint: ok
	}
	return nil
}
