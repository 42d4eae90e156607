// Package apns2 is an idemlint test stub of github.com/sideshow/apns2@v0.25.0: only the declarations the tests use, with the real names, receivers and parameter names.
package apns2

import "context"

// Context is the context PushWithContext takes.
type Context interface {
	context.Context
}

// Notification is one notification to a device.
type Notification struct {
	ApnsID      string
	DeviceToken string
	Topic       string
	Payload     interface{}
}

// Response is the gateway's answer.
type Response struct {
	StatusCode int
	ApnsID     string
}

// Client sends notifications to the APNs gateway.
type Client struct{}

func (c *Client) Push(n *Notification) (*Response, error) { return nil, nil }

func (c *Client) PushWithContext(ctx Context, n *Notification) (*Response, error) { return nil, nil }
