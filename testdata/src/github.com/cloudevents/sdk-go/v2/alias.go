// Package v2 is an idemlint test stub of github.com/cloudevents/sdk-go/v2@v2.16.2: only the declarations the tests use, with the real names and parameter names.
package v2

import (
	"github.com/cloudevents/sdk-go/v2/client"
	"github.com/cloudevents/sdk-go/v2/event"
	"github.com/cloudevents/sdk-go/v2/protocol"
)

type (
	Client = client.Client
	Event  = event.Event
)

var (
	NewClient = client.New
	NewEvent  = event.New
	IsACK     = protocol.IsACK
)
