// Package slack is an idemlint test stub of github.com/slack-go/slack@v0.36.0: only the declarations the tests use, with the real names, receivers and parameter names.
package slack

import (
	"context"
	"net/http"
)

// Client is a Slack API client.
type Client struct{}

// New returns a client.
func New(token string) *Client { return &Client{} }

// MsgOption configures a message.
type MsgOption func(*struct{}) error

// MsgOptionText sets the message's text.
func MsgOptionText(text string, escape bool) MsgOption { return nil }

// PostMessage posts a message to a channel.
func (api *Client) PostMessage(channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

// PostMessageContext posts a message to a channel.
func (api *Client) PostMessageContext(ctx context.Context, channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

// UpdateMessage edits a message.
func (api *Client) UpdateMessage(channelID, timestamp string, options ...MsgOption) (string, string, string, error) {
	return "", "", "", nil
}

// WebhookMessage is an incoming webhook's message.
type WebhookMessage struct{ Text string }

// PostWebhook posts to an incoming webhook.
func PostWebhook(url string, msg *WebhookMessage) error { return nil }

// SecretsVerifier verifies a request's signature.
type SecretsVerifier struct{}

// NewSecretsVerifier starts verifying a request.
func NewSecretsVerifier(header http.Header, secret string) (sv SecretsVerifier, err error) {
	return SecretsVerifier{}, nil
}

// Write hashes the body.
func (v *SecretsVerifier) Write(body []byte) (n int, err error) { return len(body), nil }

// Ensure checks the signature.
func (v SecretsVerifier) Ensure() error { return nil }
