// Package mqtt calls every Paho MQTT row of the idemlint catalog once.
package mqtt

import mqtt "github.com/eclipse/paho.mqtt.golang"

func calls(c mqtt.Client) {
	c.Subscribe("orders", 1, func(c mqtt.Client, m mqtt.Message) { // row: Client.Subscribe
		c.Publish("relayed", 1, false, m.Payload()) // row: Client.Publish
		m.Ack()                                     // row: Message.Ack
	})
}
