// Package sarama uses every sarama catalog row once.
package sarama

import (
	"context"

	"github.com/IBM/sarama"
)

func produce(p sarama.SyncProducer, orderID string) error {
	msg := &sarama.ProducerMessage{Topic: "orders", Key: sarama.StringEncoder(orderID), Value: sarama.StringEncoder("paid")}
	if _, _, err := p.SendMessage(msg); err != nil { // row: SyncProducer.SendMessage
		return err
	}
	return p.SendMessages([]*sarama.ProducerMessage{msg}) // row: SyncProducer.SendMessages
}

type orderHandler struct{}

func (orderHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (orderHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h orderHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error { // row: ConsumerGroupHandler.ConsumeClaim
	for msg := range claim.Messages() { // row: ConsumerGroupClaim.Messages
		if len(msg.Value) == 0 {
			sess.MarkOffset(msg.Topic, msg.Partition, msg.Offset+1, "") // row: ConsumerGroupSession.MarkOffset
			continue
		}
		sess.MarkMessage(msg, "") // row: ConsumerGroupSession.MarkMessage
		sess.Commit()             // row: ConsumerGroupSession.Commit
	}
	return nil
}

func consumeGroup(ctx context.Context, g sarama.ConsumerGroup) error {
	return g.Consume(ctx, []string{"orders"}, orderHandler{})
}

func consumePartition(c sarama.Consumer) error {
	pc, err := c.ConsumePartition("orders", 0, sarama.OffsetOldest)
	if err != nil {
		return err
	}
	defer pc.Close()
	for msg := range pc.Messages() { // row: PartitionConsumer.Messages
		_ = msg.Value
	}
	return nil
}
