// Package types is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sns/types@v1.48.0: only the declarations the tests use, with the real names, receivers and parameter names.
package types

// MessageAttributeValue is the MessageAttributeValue shape.
type MessageAttributeValue struct {
	DataType    *string
	StringValue *string
	BinaryValue []byte
}

// PublishBatchRequestEntry is the PublishBatchRequestEntry shape.
type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageAttributes      map[string]MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	Subject                *string
}

// PublishBatchResultEntry is the PublishBatchResultEntry shape.
type PublishBatchResultEntry struct {
	Id             *string
	MessageId      *string
	SequenceNumber *string
}

// BatchResultErrorEntry is the BatchResultErrorEntry shape.
type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}
