// Package types is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sesv2/types@v1.79.9: only the declarations the tests use, with the real names, receivers and parameter names.
package types

// Destination is the Destination shape.
type Destination struct {
	BccAddresses []string
	CcAddresses  []string
	ToAddresses  []string
}

// EmailContent is the EmailContent shape.
type EmailContent struct {
	Raw      *RawMessage
	Simple   *Message
	Template *Template
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

// Template is the Template shape.
type Template struct {
	TemplateArn  *string
	TemplateData *string
	TemplateName *string
}

// MessageTag is the MessageTag shape.
type MessageTag struct {
	Name  *string
	Value *string
}

// BulkEmailEntry is the BulkEmailEntry shape.
type BulkEmailEntry struct {
	Destination     *Destination
	ReplacementTags []MessageTag
}

// BulkEmailContent is the BulkEmailContent shape.
type BulkEmailContent struct {
	Template *Template
}

// BulkEmailEntryResult is the BulkEmailEntryResult shape.
type BulkEmailEntryResult struct {
	Error     *string
	MessageId *string
}
