// Package sublib is a subscriber library of the program: Subscribe starts a
// goroutine that acks the deliveries it consumes itself. Calling Subscribe
// acknowledges nothing for its caller (a false positive found in
// watermill-amqp's tests).
package sublib

import amqp "github.com/rabbitmq/amqp091-go"

type Subscriber struct{ ch *amqp.Channel }

func (s *Subscriber) Subscribe(queue string) (<-chan []byte, error) {
	deliveries, err := s.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return nil, err
	}
	out := make(chan []byte)
	go func() {
		for d := range deliveries {
			out <- d.Body
			d.Ack(false)
		}
	}()
	return out, nil
}

func (s *Subscriber) consume(deliveries <-chan amqp.Delivery, out chan<- []byte) {
	for d := range deliveries {
		out <- d.Body
		d.Ack(false)
	}
}

// Start acks in a goroutine started by a go statement on a method.
func (s *Subscriber) Start(queue string) (<-chan []byte, error) {
	deliveries, err := s.ch.Consume(queue, "", false, false, false, false, nil)
	if err != nil {
		return nil, err
	}
	out := make(chan []byte)
	go s.consume(deliveries, out)
	return out, nil
}
