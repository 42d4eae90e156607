// Package types is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/ses/types@v1.43.0: only the declarations the tests use, with the real names, receivers and parameter names.
package types

// Destination is the Destination shape.
type Destination struct {
	BccAddresses []string
	CcAddresses  []string
	ToAddresses  []string
}

// Message is the Message shape.
type Message struct {
	Body    *Body
	Subject *Content
}

// Body is the Body shape.
type Body struct {
	Html *Content
	Text *Content
}

// Content is the Content shape.
type Content struct {
	Data    *string
	Charset *string
}

// RawMessage is the RawMessage shape.
type RawMessage struct {
	Data []byte
}

// MessageTag is the MessageTag shape.
type MessageTag struct {
	Name  *string
	Value *string
}

// BulkEmailDestination is the BulkEmailDestination shape.
type BulkEmailDestination struct {
	Destination             *Destination
	ReplacementTags         []MessageTag
	ReplacementTemplateData *string
}

// BulkEmailDestinationStatus is the BulkEmailDestinationStatus shape.
type BulkEmailDestinationStatus struct {
	Error     *string
	MessageId *string
}

// BouncedRecipientInfo is the BouncedRecipientInfo shape.
type BouncedRecipientInfo struct {
	Recipient    *string
	RecipientArn *string
}
