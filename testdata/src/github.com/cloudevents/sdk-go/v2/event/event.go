// Package event is an idemlint test stub of github.com/cloudevents/sdk-go/v2@v2.16.2/event: only the declarations the tests use, with the real names and parameter names.
package event

// Event represents the canonical representation of a CloudEvent.
type Event struct {
	id   string
	data []byte
}

// New returns a new Event.
func New(version ...string) Event { return Event{} }

// ID returns the event's id.
func (e Event) ID() string { return e.id }

// SetID sets the event's id.
func (e *Event) SetID(id string) { e.id = id }

// Data returns the event's payload.
func (e Event) Data() []byte { return e.data }

// SetData encodes obj into the event's payload.
func (e *Event) SetData(contentType string, obj interface{}) error { return nil }
