// Package mqttcase holds Paho MQTT callbacks that send an email: a QoS 1
// subscription is redelivered, a QoS 0 one is not.
package mqttcase

import (
	"database/sql"
	"net/smtp"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

type subscription struct {
	Topic string
	QoS   byte
}

// Subscribe registers the callbacks.
func Subscribe(c mqtt.Client, db *sql.DB, qos byte) {
	c.Subscribe("orders", 1, func(_ mqtt.Client, m mqtt.Message) {
		send(string(m.Payload())) // want `send runs in a handler that records no claim`
	})
	c.Subscribe("receipts", 1, func(_ mqtt.Client, m mqtt.Message) {
		send(string(m.Payload())) // want `send runs before the claim db.Exec at line \d+`
		db.Exec(`INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.MessageID())
	})
	c.Subscribe("claimed", 2, func(_ mqtt.Client, m mqtt.Message) {
		res, err := db.Exec(`INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.MessageID())
		if err != nil {
			return
		}
		if n, _ := res.RowsAffected(); n == 1 {
			send(string(m.Payload()))
		}
	})
	sub := subscription{Topic: "invoices", QoS: 1}
	c.Subscribe(sub.Topic, sub.QoS, func(_ mqtt.Client, m mqtt.Message) {
		send(string(m.Payload())) // want `send runs in a handler that records no claim`
	})
	// At most once: the broker never delivers these again.
	c.Subscribe("alerts", 0, func(_ mqtt.Client, m mqtt.Message) {
		send(string(m.Payload()))
	})
	// A QoS chosen at run time is not known to redeliver.
	c.Subscribe("notices", qos, func(_ mqtt.Client, m mqtt.Message) {
		send(string(m.Payload()))
	})
}
