// Package jetstream calls every nats.go/jetstream row of the idemlint catalog once.
package jetstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

func publish(ctx context.Context, js jetstream.JetStream, orderID string, body []byte) error {
	dedup := jetstream.WithMsgID(orderID)                                     // row: WithMsgID
	if _, err := js.Publish(ctx, "orders.created", body, dedup); err != nil { // row: Publisher.Publish
		return err
	}
	msg := nats.NewMsg("orders.created")
	if _, err := js.PublishMsg(ctx, msg); err != nil { // row: Publisher.PublishMsg
		return err
	}
	if _, err := js.PublishAsync("orders.created", body); err != nil { // row: Publisher.PublishAsync
		return err
	}
	if _, err := js.PublishMsgAsync(msg); err != nil { // row: Publisher.PublishMsgAsync
		return err
	}
	<-js.PublishAsyncComplete()
	return nil
}

func consume(ctx context.Context, js jetstream.JetStream, handle func(context.Context, []byte) error) error {
	cons, err := js.Consumer(ctx, "ORDERS", "workers")
	if err != nil {
		return err
	}
	cc, err := cons.Consume(func(m jetstream.Msg) { // row: Consumer.Consume
		if err := handle(ctx, m.Data()); err != nil {
			_ = m.Nak() // row: Msg.Nak
			return
		}
		_ = m.DoubleAck(ctx) // row: Msg.DoubleAck
	})
	if err != nil {
		return err
	}
	defer cc.Stop()
	push, err := js.CreateOrUpdatePushConsumer(ctx, "ORDERS", jetstream.ConsumerConfig{Durable: "push"})
	if err != nil {
		return err
	}
	pc, err := push.Consume(func(m jetstream.Msg) { // row: PushConsumer.Consume
		_ = m.InProgress() // row: Msg.InProgress
		if err := handle(ctx, m.Data()); err != nil {
			_ = m.NakWithDelay(time.Second) // row: Msg.NakWithDelay
			return
		}
		_ = m.Ack() // row: Msg.Ack
	})
	if err != nil {
		return err
	}
	defer pc.Stop()
	<-ctx.Done()
	return nil
}

func fetch(ctx context.Context, cons jetstream.Consumer, handle func(context.Context, []byte) error) error {
	for _, get := range []func() (jetstream.MessageBatch, error){
		func() (jetstream.MessageBatch, error) { return cons.Fetch(10) },           // row: Consumer.Fetch
		func() (jetstream.MessageBatch, error) { return cons.FetchBytes(1 << 20) }, // row: Consumer.FetchBytes
		func() (jetstream.MessageBatch, error) { return cons.FetchNoWait(10) },     // row: Consumer.FetchNoWait
	} {
		batch, err := get()
		if err != nil {
			return err
		}
		for m := range batch.Messages() {
			if err := handle(ctx, m.Data()); err != nil {
				_ = m.Term() // row: Msg.Term
				continue
			}
			_ = m.Ack()
		}
	}
	return nil
}

func next(ctx context.Context, cons jetstream.Consumer, handle func(context.Context, []byte) error) error {
	m, err := cons.Next() // row: Consumer.Next
	if err != nil {
		return err
	}
	if err := handle(ctx, m.Data()); err != nil {
		return m.TermWithReason("bad payload") // row: Msg.TermWithReason
	}
	if err := m.Ack(); err != nil {
		return err
	}
	it, err := cons.Messages() // row: Consumer.Messages
	if err != nil {
		return err
	}
	defer it.Stop()
	for {
		m, err := it.Next() // row: MessagesContext.Next
		if err != nil {
			return err
		}
		if err := handle(ctx, m.Data()); err != nil {
			return err
		}
		if err := m.Ack(); err != nil {
			return err
		}
	}
}
