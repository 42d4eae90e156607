// Package events is an idemlint test stub of github.com/aws/aws-lambda-go@v1.55.1/events: only the declarations the tests use, with the real names.
package events

// SQSEvent is a batch of SQS messages.
type SQSEvent struct {
	Records []SQSMessage `json:"Records"`
}

// SQSMessage is one SQS message.
type SQSMessage struct {
	MessageId     string `json:"messageId"`
	ReceiptHandle string `json:"receiptHandle"`
	Body          string `json:"body"`
}

// SNSEvent is a batch of SNS notifications.
type SNSEvent struct {
	Records []SNSEventRecord `json:"Records"`
}

// SNSEventRecord is one notification.
type SNSEventRecord struct {
	SNS SNSEntity `json:"Sns"`
}

// SNSEntity is a notification's content.
type SNSEntity struct {
	MessageID string
	Message   string
}

// CloudWatchEvent is an EventBridge event.
type CloudWatchEvent struct {
	ID     string `json:"id"`
	Detail []byte `json:"detail"`
}

// EventBridgeEvent is an alias of CloudWatchEvent.
type EventBridgeEvent = CloudWatchEvent

// APIGatewayProxyRequest is an API Gateway request.
type APIGatewayProxyRequest struct {
	Path string `json:"path"`
	Body string `json:"body"`
}

// APIGatewayProxyResponse is an API Gateway response.
type APIGatewayProxyResponse struct {
	StatusCode int    `json:"statusCode"`
	Body       string `json:"body"`
}

// SQSEventResponse names the messages of a batch that failed.
type SQSEventResponse struct {
	BatchItemFailures []SQSBatchItemFailure `json:"batchItemFailures"`
}

// SQSBatchItemFailure is a message that failed.
type SQSBatchItemFailure struct {
	ItemIdentifier string `json:"itemIdentifier"`
}
