// Package messaging is an idemlint test stub of firebase.google.com/go/v4@v4.19.0/messaging: only the declarations the tests use, with the real names, receivers and parameter names.
package messaging

import "context"

// Notification is what the device shows.
type Notification struct {
	Title string
	Body  string
}

// Message is one notification to a token, topic or condition.
type Message struct {
	Data         map[string]string
	Notification *Notification
	Token        string
}

// MulticastMessage is one notification to many tokens.
type MulticastMessage struct {
	Tokens       []string
	Notification *Notification
}

// BatchResponse is the answer to a batch.
type BatchResponse struct{ SuccessCount, FailureCount int }

// Client sends messages through its embedded fcmClient.
type Client struct {
	*fcmClient
}

type fcmClient struct{}

func (c *fcmClient) Send(ctx context.Context, message *Message) (string, error) { return "", nil }

func (c *fcmClient) SendEach(ctx context.Context, messages []*Message) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendEachForMulticast(ctx context.Context, message *MulticastMessage) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendAll(ctx context.Context, messages []*Message) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendMulticast(ctx context.Context, message *MulticastMessage) (*BatchResponse, error) {
	return nil, nil
}
