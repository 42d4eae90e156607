// Package types is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/sqs/types@v1.53.0: only the declarations the tests use, with the real names, receivers and parameter names.
package types

// MessageAttributeValue is the MessageAttributeValue shape.
type MessageAttributeValue struct {
	DataType    *string
	StringValue *string
	BinaryValue []byte
}

// SendMessageBatchRequestEntry is the SendMessageBatchRequestEntry shape.
type SendMessageBatchRequestEntry struct {
	Id                     *string
	MessageBody            *string
	DelaySeconds           int32
	MessageAttributes      map[string]MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
}

// SendMessageBatchResultEntry is the SendMessageBatchResultEntry shape.
type SendMessageBatchResultEntry struct {
	Id        *string
	MessageId *string
}

// BatchResultErrorEntry is the BatchResultErrorEntry shape.
type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}

// Message is the Message shape.
type Message struct {
	Attributes        map[string]string
	Body              *string
	MessageAttributes map[string]MessageAttributeValue
	MessageId         *string
	ReceiptHandle     *string
}

// DeleteMessageBatchRequestEntry is the DeleteMessageBatchRequestEntry shape.
type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}

// DeleteMessageBatchResultEntry is the DeleteMessageBatchResultEntry shape.
type DeleteMessageBatchResultEntry struct {
	Id *string
}

// ChangeMessageVisibilityBatchRequestEntry is the ChangeMessageVisibilityBatchRequestEntry shape.
type ChangeMessageVisibilityBatchRequestEntry struct {
	Id                *string
	ReceiptHandle     *string
	VisibilityTimeout int32
}

// ChangeMessageVisibilityBatchResultEntry is the ChangeMessageVisibilityBatchResultEntry shape.
type ChangeMessageVisibilityBatchResultEntry struct {
	Id *string
}
