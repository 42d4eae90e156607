package pulsar

import "context"

// retryRouter moves messages to the retry topic and acks the originals.
type retryRouter struct {
	messageCh chan RetryMessage
	producer  Producer
}

// Bad (pulsar-client-go #585): the original is acked in the send's
// callback whatever its outcome: a failed send to the retry topic loses
// the message.
func (r *retryRouter) run() {
	for rm := range r.messageCh {
		msgID := rm.consumerMsg.ID()
		r.producer.SendAsync(context.Background(), &rm.producerMsg, func(MessageID, *ProducerMessage, error) {
			rm.consumerMsg.Consumer.AckID(msgID) // want `rm.consumerMsg.Consumer.AckID runs whatever the error it is given at line 17 says, unread \(the parameter has no name\)`
		})
	}
}

// Good (the fix): ack only when the send succeeded, nack otherwise.
func (r *retryRouter) runFixed() {
	for rm := range r.messageCh {
		msgID := rm.consumerMsg.ID()
		r.producer.SendAsync(context.Background(), &rm.producerMsg, func(_ MessageID, _ *ProducerMessage, err error) {
			if err != nil {
				rm.consumerMsg.Consumer.NackID(msgID)
				return
			}
			rm.consumerMsg.Consumer.AckID(msgID)
		})
	}
}

// dlqRouter moves messages to the dead-letter topic.
type dlqRouter struct {
	messageCh chan ConsumerMessage
	producer  Producer
}

// Bad (pulsar-client-go #591): the ack, in a goroutine of the send's
// callback, runs whatever the send's outcome.
func (r *dlqRouter) run() {
	for {
		select {
		case cm := <-r.messageCh:
			msgID := cm.ID()
			r.producer.SendAsync(context.Background(), &ProducerMessage{Payload: cm.Payload()}, func(MessageID, *ProducerMessage, error) {
				go cm.Consumer.AckID(msgID) // want `cm.Consumer.AckID runs whatever the error it is given at line 50 says`
			})
		}
	}
}

// Good: the fix acks only when the send succeeded.
func (r *dlqRouter) runFixed() {
	for cm := range r.messageCh {
		msgID := cm.ID()
		r.producer.SendAsync(context.Background(), &ProducerMessage{Payload: cm.Payload()}, func(_ MessageID, _ *ProducerMessage, err error) {
			if err != nil {
				go cm.Consumer.NackID(msgID)
				return
			}
			go cm.Consumer.AckID(msgID)
		})
	}
}
