// Package mqtt holds Paho MQTT callbacks, with automatic acknowledgement
// disabled, that ack before and after their work.
package mqtt

import (
	"database/sql"
	"log"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

// Subscribe registers the callbacks on a client built with
// SetAutoAckDisabled(true).
func Subscribe(c mqtt.Client, db *sql.DB) {
	c.Subscribe("orders", 1, func(_ mqtt.Client, m mqtt.Message) {
		m.Ack() // want `m.Ack runs before db.Exec at line \d+`
		if _, err := db.Exec("INSERT INTO orders (body) VALUES ($1)", m.Payload()); err != nil {
			log.Print(err)
		}
	})
	c.Subscribe("payments", 2, func(_ mqtt.Client, m mqtt.Message) {
		if _, err := db.Exec("INSERT INTO payments (body) VALUES ($1)", m.Payload()); err != nil {
			log.Print(err) // not acked: the broker resends it when the session resumes
			return
		}
		m.Ack()
	})
	c.Subscribe("refunds", 1, onRefund(db))
}

func onRefund(db *sql.DB) mqtt.MessageHandler {
	return func(c mqtt.Client, m mqtt.Message) {
		if _, err := db.Exec("INSERT INTO refunds (body) VALUES ($1)", m.Payload()); err != nil {
			log.Print(err)
		}
		m.Ack() // want `m.Ack runs after db.Exec at line \d+ failed`
	}
}

// relay acks after the publish it forwards the message with has been
// confirmed.
func relay(c mqtt.Client, m mqtt.Message) {
	if t := c.Publish("relayed", 1, false, m.Payload()); t.Wait() && t.Error() != nil {
		return
	}
	m.Ack()
}

// relayFirst acks before the publish.
func relayFirst(c mqtt.Client, m mqtt.Message) {
	m.Ack() // want `m.Ack runs before c.Publish at line \d+`
	c.Publish("relayed", 1, false, m.Payload())
}

// Start registers the relays.
func Start(opts *mqtt.ClientOptions, c mqtt.Client) {
	opts.SetAutoAckDisabled(true)
	c.Subscribe("in", 1, relay)
	c.Subscribe("in2", 1, relayFirst)
}
