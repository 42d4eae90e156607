package catalog

const (
	lambdaPath       = "github.com/aws/aws-lambda-go/lambda"
	lambdaEventsPath = "github.com/aws/aws-lambda-go/events"
)

// github.com/aws/aws-lambda-go v1.55.1. lambda.Start runs a function for
// every invocation of the Lambda function; the invocation is done when the
// function returns (nil, or no error). The event sources that invoke a
// function asynchronously or from a queue or stream deliver at least once:
// SQS redelivers a batch whose invocation failed, SNS, S3 and EventBridge
// retry a failed invocation, Kinesis, DynamoDB streams, Kafka and the
// brokers retry until it succeeds. Each comes as its event type, which
// the function takes; a function taking another event (an API Gateway
// request, a Cognito trigger) answers a synchronous call and is no
// per-delivery handler.
var lambda = concat(
	[]Row{
		{Path: lambdaPath, Name: "Start", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
		{Path: lambdaPath, Name: "StartWithContext", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
		{Path: lambdaPath, Name: "StartWithOptions", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
		{Path: lambdaPath, Name: "StartHandlerFunc", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
		{Path: lambdaPath, Name: "NewHandler", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handlerFunc"}}},
		{Path: lambdaPath, Name: "NewHandlerWithOptions", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handlerFunc"}}},
	},
	[]Row{
		// A batch's response names the items that failed: SQS deletes the
		// others and delivers those again, a stream retries from the
		// first (with ReportBatchItemFailures on the event source).
		{Path: lambdaEventsPath, Recv: "SQSEventResponse", Name: "BatchItemFailures", Object: Field, Role: Nack},
		{Path: lambdaEventsPath, Recv: "KinesisEventResponse", Name: "BatchItemFailures", Object: Field, Role: Nack},
		{Path: lambdaEventsPath, Recv: "DynamoDBEventResponse", Name: "BatchItemFailures", Object: Field, Role: Nack},
	},
	typeRows(lambdaEventsPath, EventType, "SQSEvent", "SNSEvent", "S3Event", "CloudWatchEvent", "KinesisEvent", "DynamoDBEvent",
		"KafkaEvent", "ActiveMQEvent", "RabbitMQEvent", "SimpleEmailEvent"),
)

// typedRegistrations are the libraries, by package path, whose
// registrations make a per-delivery handler only of a function that takes
// one of their EventType rows.
var typedRegistrations = map[string]bool{lambdaPath: true}

// TypedRegistration reports whether a HandlerRegister row of the package
// at path registers a handler only when the function takes an EventType.
func TypedRegistration(path string) bool { return typedRegistrations[Canonical(path)] }

// typeRows lists named types of path with role.
func typeRows(path string, role Role, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, n := range names {
		rows = append(rows, Row{Path: path, Name: n, Object: Type, Role: role})
	}
	return rows
}
