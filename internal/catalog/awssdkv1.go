package catalog

const (
	sqsV1Path = "github.com/aws/aws-sdk-go/service/sqs"
	snsV1Path = "github.com/aws/aws-sdk-go/service/sns"
	sesV1Path = "github.com/aws/aws-sdk-go/service/ses"
)

// github.com/aws/aws-sdk-go v1.55.8, the v1 SDK (end of support, still in
// many consumers): every operation is a method of the service client
// (*sqs.SQS, *sns.SNS, *ses.SES), with a WithContext twin.
var awsSDKv1 = concat(
	awsV1(sqsV1Path, "SQS", Publish, "SendMessage", "SendMessageBatch"),
	awsV1(sqsV1Path, "SQS", Ack, "DeleteMessage", "DeleteMessageBatch"),
	awsV1(sqsV1Path, "SQS", Receive, "ReceiveMessage"),
	awsV1(sqsV1Path, "SQS", Nack, "ChangeMessageVisibility", "ChangeMessageVisibilityBatch"),
	awsV1(snsV1Path, "SNS", Publish, "Publish", "PublishBatch"),
	doing("send the email", awsV1(sesV1Path, "SES", Effect, "SendEmail", "SendRawEmail", "SendTemplatedEmail", "SendBulkTemplatedEmail")),
	[]Row{
		{Path: sqsV1Path, Recv: "SendMessageInput", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
		{Path: sqsV1Path, Recv: "SendMessageBatchRequestEntry", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
		{Path: sqsV1Path, Recv: "Message", Name: "Body", Object: Field, Role: Payload},
		{Path: snsV1Path, Recv: "PublishInput", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
		{Path: snsV1Path, Recv: "PublishBatchRequestEntry", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
	},
)

// awsV1 lists operations of a v1 client and their WithContext forms.
func awsV1(path, recv string, role Role, names ...string) []Row {
	var rows []Row
	for _, n := range names {
		rows = append(rows,
			Row{Path: path, Recv: recv, Name: n, Role: role},
			Row{Path: path, Recv: recv, Name: n + "WithContext", Role: role})
	}
	return rows
}
