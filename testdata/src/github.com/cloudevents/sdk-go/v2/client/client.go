// Package client is an idemlint test stub of github.com/cloudevents/sdk-go/v2@v2.16.2/client: only the declarations the tests use, with the real names and parameter names.
package client

import (
	"context"

	"github.com/cloudevents/sdk-go/v2/event"
	"github.com/cloudevents/sdk-go/v2/protocol"
)

// Client interface defines the runtime contract the CloudEvents client supports.
type Client interface {
	Send(ctx context.Context, event event.Event) protocol.Result
	Request(ctx context.Context, event event.Event) (*event.Event, protocol.Result)
	StartReceiver(ctx context.Context, fn interface{}) error
}

// New produces a new client with the provided transport object and applied
// client options.
func New(obj interface{}) (Client, error) { return nil, nil }
