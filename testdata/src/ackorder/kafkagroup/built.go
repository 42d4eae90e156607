package kafkagroup

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// Reader is the program's view of a reader, so that tests can fake it.
type Reader interface {
	ReadMessage(ctx context.Context) (kafka.Message, error)
	FetchMessage(ctx context.Context) (kafka.Message, error)
	CommitMessages(ctx context.Context, msgs ...kafka.Message) error
}

// Message is what the program's subscriber hands its callers.
type Message struct {
	Topic string
	Key   string
	Value []byte
}

func newMessage(topic string) *Message { return &Message{Topic: topic} }

// Client keeps one reader per topic, made on first use.
type Client struct{ readers map[string]Reader }

func (c *Client) reader(topic string) Reader {
	if c.readers[topic] == nil {
		c.readers[topic] = kafka.NewReader(kafka.ReaderConfig{GroupID: "orders", Topic: topic})
	}
	return c.readers[topic]
}

// Subscribe fills a new message's payload from one the group reader has
// already committed (gofr's kafka subscriber before the fix).
func (c *Client) Subscribe(ctx context.Context, topic string) (*Message, error) {
	r := c.reader(topic)
	msg, err := r.ReadMessage(ctx) // want `r.ReadMessage acknowledges on receipt, before the caller.s work on what the function returns at line 45`
	if err != nil {
		return nil, err
	}
	m := newMessage(topic)
	m.Value = msg.Value
	return m, nil
}

// SubscribeFetched fills it from a message not yet committed.
func (c *Client) SubscribeFetched(ctx context.Context, topic string) (*Message, error) {
	msg, err := c.reader(topic).FetchMessage(ctx)
	if err != nil {
		return nil, err
	}
	m := newMessage(topic)
	m.Value = msg.Value
	return m, nil
}

// Peek hands back only the committed message's key: an id, not the work.
func (c *Client) Peek(ctx context.Context, topic string) (*Message, error) {
	msg, err := c.reader(topic).ReadMessage(ctx)
	if err != nil {
		return nil, err
	}
	m := newMessage(topic)
	m.Key = string(msg.Key)
	return m, nil
}
