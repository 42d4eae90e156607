package deleter

import (
	"context"
	"log"

	"github.com/aws/aws-sdk-go/service/sqs"
	cloudevents "github.com/cloudevents/sdk-go/v2"
)

// source turns SQS messages into CloudEvents for a sink, and deletes them
// through the deleter.
type source struct {
	ce          cloudevents.Client
	processQ    chan *sqs.Message
	deleteQueue chan *sqs.Message
	a           *adapter
}

func (s *source) runDeleter(ctx context.Context) { s.a.runDeleter(ctx) }

func toEvents(m *sqs.Message) []cloudevents.Event {
	e := cloudevents.NewEvent()
	e.SetID(*m.MessageId)
	return []cloudevents.Event{e}
}

func send(ctx context.Context, cli cloudevents.Client, e cloudevents.Event) error {
	if res := cli.Send(ctx, e); !cloudevents.IsACK(res) {
		return res
	}
	return nil
}

// Bad: an event the sink refused is logged, and its message deleted all
// the same.
func (s *source) process(ctx context.Context) {
	for m := range s.processQ {
		for _, e := range toEvents(m) {
			if err := send(ctx, s.ce, e); err != nil {
				log.Print(err)
				continue
			}
		}
		s.a.deleteQueue <- m // want `the ack handed to runDeleter on s.a.deleteQueue runs after send at line 40 failed`
	}
}

// Good: a refused event leaves its message for redelivery.
func (s *source) processSent(ctx context.Context) {
next:
	for m := range s.processQ {
		for _, e := range toEvents(m) {
			if err := send(ctx, s.ce, e); err != nil {
				log.Print(err)
				continue next
			}
		}
		s.a.deleteQueue <- m
	}
}
