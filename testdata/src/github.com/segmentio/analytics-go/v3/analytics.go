// Package analytics stubs github.com/segmentio/analytics-go/v3 v3.3.0.
package analytics

type Message interface{}

type Track struct {
	UserId string
	Event  string
}

type Client interface {
	Enqueue(Message) error
	Close() error
}
