// Package sqsiface is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/service/sqs/sqsiface: only the declarations the tests use, with the real names and parameter names.
package sqsiface

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
)

// SQSAPI provides an interface to enable mocking the sqs.SQS service client's API operation.
type SQSAPI interface {
	ReceiveMessage(*sqs.ReceiveMessageInput) (*sqs.ReceiveMessageOutput, error)
	ReceiveMessageWithContext(aws.Context, *sqs.ReceiveMessageInput) (*sqs.ReceiveMessageOutput, error)
	DeleteMessage(*sqs.DeleteMessageInput) (*sqs.DeleteMessageOutput, error)
	DeleteMessageWithContext(aws.Context, *sqs.DeleteMessageInput) (*sqs.DeleteMessageOutput, error)
}

var _ SQSAPI = (*sqs.SQS)(nil)
