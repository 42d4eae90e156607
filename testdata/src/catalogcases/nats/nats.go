// Package nats calls every nats.go row (core NATS and legacy JetStream) of the idemlint catalog once.
package nats

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

func publish(nc *nats.Conn, orderID string, body []byte) error {
	if err := nc.Publish("orders.created", body); err != nil { // row: Conn.Publish
		return err
	}
	msg := nats.NewMsg("orders.created")
	msg.Data = body
	msg.Header.Set(nats.MsgIdHdr, orderID)     // row: Header.Set
	msg.Header.Add("Trace-Id", orderID)        // row: Header.Add
	if err := nc.PublishMsg(msg); err != nil { // row: Conn.PublishMsg
		return err
	}
	return nc.PublishRequest("orders.created", "orders.reply", body) // row: Conn.PublishRequest
}

func publishJetStream(nc *nats.Conn, orderID string, body []byte) error {
	js, err := nc.JetStream()
	if err != nil {
		return err
	}
	dedup := nats.MsgId(orderID)                                         // row: MsgId
	if _, err := js.Publish("orders.created", body, dedup); err != nil { // row: JetStream.Publish
		return err
	}
	msg := nats.NewMsg("orders.created")
	if _, err := js.PublishMsg(msg); err != nil { // row: JetStream.PublishMsg
		return err
	}
	if _, err := js.PublishAsync("orders.created", body); err != nil { // row: JetStream.PublishAsync
		return err
	}
	_, err = js.PublishMsgAsync(msg) // row: JetStream.PublishMsgAsync
	return err
}

func subscribe(nc *nats.Conn, handle func([]byte) error) error {
	if _, err := nc.Subscribe("orders.created", func(m *nats.Msg) { // row: Conn.Subscribe
		_ = handle(m.Data)
	}); err != nil {
		return err
	}
	_, err := nc.QueueSubscribe("orders.created", "workers", func(m *nats.Msg) { // row: Conn.QueueSubscribe
		_ = handle(m.Data)
	})
	return err
}

func subscribeJetStream(js nats.JetStreamContext, handle func([]byte) error) error {
	if _, err := js.Subscribe("orders.created", func(m *nats.Msg) { // row: JetStream.Subscribe
		if err := handle(m.Data); err != nil {
			_ = m.Nak() // row: Msg.Nak
			return
		}
		_ = m.Ack() // row: Msg.Ack
	}, nats.ManualAck()); err != nil {
		return err
	}
	_, err := js.QueueSubscribe("orders.created", "workers", func(m *nats.Msg) { // row: JetStream.QueueSubscribe
		_ = m.InProgress() // row: Msg.InProgress
		if err := handle(m.Data); err != nil {
			_ = m.NakWithDelay(time.Second) // row: Msg.NakWithDelay
			return
		}
		_ = m.AckSync() // row: Msg.AckSync
	}, nats.ManualAck())
	return err
}

func receive(ctx context.Context, nc *nats.Conn, handle func([]byte) error) error {
	sub, err := nc.SubscribeSync("orders.created")
	if err != nil {
		return err
	}
	m, err := sub.NextMsg(time.Second) // row: Subscription.NextMsg
	if err != nil {
		return err
	}
	if err := handle(m.Data); err != nil {
		return err
	}
	m, err = sub.NextMsgWithContext(ctx) // row: Subscription.NextMsgWithContext
	if err != nil {
		return err
	}
	return handle(m.Data)
}

func fetch(js nats.JetStreamContext, handle func([]byte) error) error {
	sub, err := js.PullSubscribe("orders.created", "workers")
	if err != nil {
		return err
	}
	msgs, err := sub.Fetch(10) // row: Subscription.Fetch
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if err := handle(m.Data); err != nil {
			_ = m.Term() // row: Msg.Term
			continue
		}
		_ = m.Ack()
	}
	batch, err := sub.FetchBatch(10) // row: Subscription.FetchBatch
	if err != nil {
		return err
	}
	for m := range batch.Messages() {
		if err := handle(m.Data); err != nil {
			return err
		}
	}
	return batch.Error()
}
