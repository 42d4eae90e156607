// Package undecoded holds consumers whose payload fails to decode: amqp091
// can dead-letter such a message, a Kafka commit cannot.
package undecoded

import (
	"encoding/json"
	"log"
	"os"

	"github.com/IBM/sarama"
	amqp "github.com/rabbitmq/amqp091-go"
)

type Reading struct {
	Sensor string
	Value  float64
}

// Parser turns a payload into readings.
type Parser interface {
	Parse(buf []byte) ([]Reading, error)
}

type Input struct {
	parser Parser
	out    chan<- Reading
}

// Bad: a payload that does not parse is logged and acked.
func (in *Input) loop(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		readings, err := in.parser.Parse(d.Body)
		if err != nil {
			log.Printf("bad payload: %v", err)
		} else {
			for _, r := range readings {
				in.out <- r
			}
		}
		d.Ack(false) // want `d.Ack runs after in.parser.Parse at line 32 failed on the message's payload: the ack drops a message that a nack without requeue would take to a dead-letter destination — nack it instead of acking`
	}
}

// Bad: a closure that "discards" the delivery acks it, on every decode failure.
func (in *Input) onDelivery(d amqp.Delivery) error {
	discard := func() {
		if err := d.Ack(false); err != nil {
			log.Print(err)
		}
	}
	var r Reading
	if err := json.Unmarshal(d.Body, &r); err != nil {
		discard() // want `d.Ack runs after json.Unmarshal at line 52 failed on the message's payload`
		return err
	}
	in.out <- r
	return nil
}

// Good: a payload that does not parse is rejected without requeue, to the
// dead-letter exchange.
func (in *Input) rejecting(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if _, err := in.parser.Parse(d.Body); err != nil {
			d.Nack(false, false)
			continue
		}
		d.Ack(false)
	}
}

// Good: a failure to read something other than the payload.
func (in *Input) configured(deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if _, err := os.ReadFile("/etc/sensors.conf"); err != nil {
			log.Print(err)
		}
		d.Ack(false)
	}
}

type group struct{ parser Parser }

func (group) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (group) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// Good: Kafka has no nack; committing past a payload that cannot parse is
// the only way on.
func (g group) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if _, err := g.parser.Parse(msg.Value); err != nil {
			log.Print(err)
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}
