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
