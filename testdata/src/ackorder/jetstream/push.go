package jetstream

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

// Bad: a push subscription without ManualAck acks each message when the
// callback returns, while its work still runs in a goroutine.
func autoAckedCallback(js nats.JetStreamContext, db *sql.DB) {
	js.Subscribe("orders", func(m *nats.Msg) {
		go func() {
			db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Data) // want `db.Exec runs in a goroutine the handler does not wait for: NATS JetStream takes the message as done when the handler returns`
		}()
	})
}

// Good: with ManualAck the callback's return acks nothing; the goroutine
// acks after its work.
func manualAckCallback(js nats.JetStreamContext, db *sql.DB) {
	js.Subscribe("orders", func(m *nats.Msg) {
		go func() {
			if _, err := db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Data); err == nil {
				m.Ack()
			}
		}()
	}, nats.ManualAck())
}

// Good: the work is done in the callback.
func inlineCallback(js nats.JetStreamContext, db *sql.DB) {
	js.QueueSubscribe("orders", "workers", func(m *nats.Msg) {
		db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Data)
	})
}

// Bad: telegraf's shape: the options slice is built with append, without
// ManualAck, and the callback hands the message to a worker.
func appendedOptions(js nats.JetStreamContext, stream string, in chan<- *nats.Msg) {
	var opts []nats.SubOpt
	if stream != "" {
		opts = append(opts, nats.BindStream(stream))
	}
	js.QueueSubscribe("metrics", "telegraf", func(m *nats.Msg) {
		in <- m // want `the work handed off on in runs in a goroutine the handler does not wait for: NATS JetStream takes the message as done when the handler returns`
	}, opts...)
}

// Good: ManualAck among the appended options.
func appendedManualAck(js nats.JetStreamContext, in chan<- *nats.Msg) {
	opts := []nats.SubOpt{nats.BindStream("metrics")}
	opts = append(opts, nats.ManualAck())
	js.QueueSubscribe("metrics", "telegraf", func(m *nats.Msg) {
		in <- m
	}, opts...)
}

// Good: an ordered consumer (nats.go's KV watcher) acks nothing and is
// never redelivered; nor is a subscription with AckNone.
func orderedWatch(js nats.JetStreamContext, updates chan<- []byte) {
	opts := []nats.SubOpt{nats.BindStream("KV_config"), nats.OrderedConsumer()}
	js.Subscribe("$KV.config.>", func(m *nats.Msg) {
		updates <- m.Data
	}, opts...)
}

// Good: AckNone likewise.
func ackNone(js nats.JetStreamContext, updates chan<- []byte) {
	js.Subscribe("audit.>", func(m *nats.Msg) {
		updates <- m.Data
	}, nats.AckNone())
}
