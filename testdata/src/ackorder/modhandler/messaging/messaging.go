// Package messaging declares what the module's consumers hand each
// message to: the services implement it, and main wires them.
package messaging

// Message is one message of the module's bus.
type Message struct {
	ID      string
	Payload []byte
}

// MessageHandler processes one message; its error says whether it was
// applied.
type MessageHandler interface {
	Handle(msg *Message) error
}
