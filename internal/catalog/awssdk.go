package catalog

const (
	sqsPath   = "github.com/aws/aws-sdk-go-v2/service/sqs"
	snsPath   = "github.com/aws/aws-sdk-go-v2/service/sns"
	sesPath   = "github.com/aws/aws-sdk-go-v2/service/ses"
	sesv2Path = "github.com/aws/aws-sdk-go-v2/service/sesv2"
)

// aws-sdk-go-v2: sqs v1.53.0, sns v1.48.0, ses v1.43.0, sesv2 v1.79.9. Every
// operation is a method of the service's *Client. Deduplication ids are
// fields of the input structs; batch entries live in the types
// subpackages. MessageGroupId orders, it does not deduplicate.
var awsSDK = concat([]Row{
	{Path: sqsPath, Recv: "Client", Name: "SendMessage", Role: Publish},
	{Path: sqsPath, Recv: "Client", Name: "SendMessageBatch", Role: Publish},
	{Path: sqsPath, Recv: "Client", Name: "DeleteMessage", Role: Ack},
	{Path: sqsPath, Recv: "Client", Name: "DeleteMessageBatch", Role: Ack},
	{Path: sqsPath, Recv: "Client", Name: "ReceiveMessage", Role: Receive},
	{Path: sqsPath, Recv: "Client", Name: "ChangeMessageVisibility", Role: Nack},
	{Path: sqsPath, Recv: "Client", Name: "ChangeMessageVisibilityBatch", Role: Nack},
	{Path: sqsPath, Recv: "SendMessageInput", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
	{Path: sqsPath + "/types", Recv: "SendMessageBatchRequestEntry", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
	{Path: sqsPath + "/types", Recv: "Message", Name: "Body", Object: Field, Role: Payload},

	{Path: snsPath, Recv: "Client", Name: "Publish", Role: Publish},
	{Path: snsPath, Recv: "Client", Name: "PublishBatch", Role: Publish},
	{Path: snsPath, Recv: "PublishInput", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
	{Path: snsPath + "/types", Recv: "PublishBatchRequestEntry", Name: "MessageDeduplicationId", Object: Field, Role: KeySink},
}, doing("send the email", []Row{
	// Every call that mails someone; SendBounce mails the original sender.
	{Path: sesPath, Recv: "Client", Name: "SendEmail", Role: Effect},
	{Path: sesPath, Recv: "Client", Name: "SendRawEmail", Role: Effect},
	{Path: sesPath, Recv: "Client", Name: "SendTemplatedEmail", Role: Effect},
	{Path: sesPath, Recv: "Client", Name: "SendBulkTemplatedEmail", Role: Effect},
	{Path: sesPath, Recv: "Client", Name: "SendCustomVerificationEmail", Role: Effect},
	{Path: sesPath, Recv: "Client", Name: "SendBounce", Role: Effect},

	{Path: sesv2Path, Recv: "Client", Name: "SendEmail", Role: Effect},
	{Path: sesv2Path, Recv: "Client", Name: "SendBulkEmail", Role: Effect},
	{Path: sesv2Path, Recv: "Client", Name: "SendCustomVerificationEmail", Role: Effect},
}))
