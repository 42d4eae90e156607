package nats

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
)

// Good: the work is committed, the message acked, then the waiting caller
// is answered on its reply subject or the inbox named in a header (found in
// dendrite's roomserver).
func replyAfterAck(ctx context.Context, nc *nats.Conn, sub *nats.Subscription, db *sql.DB) {
	for {
		msgs, err := sub.Fetch(1)
		if err != nil {
			return
		}
		msg := msgs[0]
		if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, msg.Data); err != nil {
			_ = msg.Nak()
			continue
		}
		_ = msg.AckSync()
		if inbox := msg.Header.Get("sync"); inbox != "" {
			_ = nc.Publish(inbox, []byte("ok"))
		}
		_ = nc.Publish(msg.Reply, []byte("ok"))
	}
}

// Bad: forwarding downstream after the ack loses the event on a crash.
func forwardAfterAck(nc *nats.Conn, sub *nats.Subscription) {
	for {
		msgs, err := sub.Fetch(1)
		if err != nil {
			return
		}
		msg := msgs[0]
		_ = msg.AckSync() // want `msg.AckSync runs before nc.Publish at line \d+`
		_ = nc.Publish("orders.accepted", msg.Data)
	}
}
