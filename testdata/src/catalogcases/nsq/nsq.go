// Package nsq calls every go-nsq row of the idemlint catalog once.
package nsq

import "github.com/nsqio/go-nsq"

func calls(c *nsq.Consumer, p *nsq.Producer, done chan *nsq.ProducerTransaction) {
	c.AddHandler(nsq.HandlerFunc(func(m *nsq.Message) error { // row: Consumer.AddHandler
		m.Touch()                  // row: Message.Touch
		m.Requeue(-1)              // row: Message.Requeue
		m.RequeueWithoutBackoff(0) // row: Message.RequeueWithoutBackoff
		m.Finish()                 // row: Message.Finish
		return nil
	}))
	c.AddConcurrentHandlers(nsq.HandlerFunc(func(m *nsq.Message) error { return nil }), 2) // row: Consumer.AddConcurrentHandlers
	body := []byte("order")
	p.Publish("orders", body)                           // row: Producer.Publish
	p.MultiPublish("orders", [][]byte{body})            // row: Producer.MultiPublish
	p.DeferredPublish("orders", 0, body)                // row: Producer.DeferredPublish
	p.PublishAsync("orders", body, done)                // row: Producer.PublishAsync
	p.MultiPublishAsync("orders", [][]byte{body}, done) // row: Producer.MultiPublishAsync
	p.DeferredPublishAsync("orders", 0, body, done)     // row: Producer.DeferredPublishAsync
}
