// Package lambda calls every AWS Lambda row of the idemlint catalog once.
package lambda

import (
	"context"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

func onSQS(ctx context.Context, ev events.SQSEvent) error { return nil } // row: SQSEvent

func onSNS(ctx context.Context, ev events.SNSEvent) error { return nil } // row: SNSEvent

func onRule(ctx context.Context, ev events.CloudWatchEvent) error { return nil } // row: CloudWatchEvent

func onBatch(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
	var resp events.SQSEventResponse
	resp.BatchItemFailures = nil // row: SQSEventResponse.BatchItemFailures
	return resp, nil
}

func start() {
	lambda.Start(onSQS)            // row: Start
	lambda.StartWithOptions(onSNS) // row: StartWithOptions
	lambda.Start(onRule)           // row: Start
}
