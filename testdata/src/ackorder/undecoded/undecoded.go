// Package undecoded holds consumers whose payload fails to decode: amqp091
// can dead-letter such a message, a Kafka commit cannot.
package undecoded

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
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
		d.Ack(false) // want `d.Ack runs after in.parser.Parse at line 35 failed on the message's payload: the ack drops a message that a nack without requeue would take to a dead-letter destination — nack it instead of acking`
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
		discard() // want `d.Ack runs after json.Unmarshal at line 55 failed on the message's payload`
		return err
	}
	in.out <- r
	return nil
}

// Decoder decodes a payload read from r, as an API gateway's backend
// configuration gives it.
type Decoder func(r io.Reader, v *map[string]interface{}) error

// Backend configures a proxy backend.
type Backend struct{ Decoder Decoder }

// Proxy answers a request.
type Proxy func() (map[string]interface{}, error)

// Bad: each call takes a delivery whose payload, read through a buffer,
// fails to decode, and acks it.
func consumerBackend(remote *Backend, msgs <-chan amqp.Delivery) Proxy {
	return func() (map[string]interface{}, error) {
		msg := <-msgs
		var data map[string]interface{}
		if err := remote.Decoder(bytes.NewBuffer(msg.Body), &data); err != nil && err != io.EOF {
			msg.Ack(false) // want `msg.Ack runs after remote.Decoder at line \d+ failed: the failed message is lost for good`
			return nil, err
		}
		msg.Ack(false) // an empty body (io.EOF) is no failure

		return data, nil
	}
}

// Good: the same, rejected to the dead-letter exchange.
func rejectingBackend(remote *Backend, msgs <-chan amqp.Delivery) Proxy {
	return func() (map[string]interface{}, error) {
		msg := <-msgs
		var data map[string]interface{}
		err := remote.Decoder(bytes.NewReader(msg.Body), &data)
		if err != nil && !errors.Is(err, io.EOF) {
			msg.Nack(false, false)
			return nil, err
		}
		msg.Ack(false)
		return data, nil
	}
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
