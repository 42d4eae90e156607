// Package main: AWS Lambda functions. Those an SQS queue, an SNS topic or
// EventBridge invokes run once per delivery, and again when it is
// redelivered; one behind API Gateway answers a synchronous call.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/smtp"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var db *dynamodb.Client

func mail(to, body string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, []byte(body))
}

// Bad: each message of the batch is mailed; a failed batch is delivered
// again, mailed again.
func receipts(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		if err := mail("orders@example.com", m.Body); err != nil { // want `mail runs in a handler that records no claim`
			return err
		}
	}
	return nil
}

// Good: the message is claimed with a conditional put first.
func claimed(ctx context.Context, ev events.SNSEvent) error {
	for _, r := range ev.Records {
		_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
			TableName:           aws.String("processed"),
			Item:                map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: r.SNS.MessageID}},
			ConditionExpression: aws.String("attribute_not_exists(id)"),
		})
		var ccf *types.ConditionalCheckFailedException
		if errors.As(err, &ccf) {
			continue
		}
		if err != nil {
			return err
		}
		if err := mail("orders@example.com", r.SNS.Message); err != nil {
			return err
		}
	}
	return nil
}

type notifier struct{ to string }

// Bad: an EventBridge rule's target, registered as a method value.
func (n *notifier) handle(ctx context.Context, ev events.EventBridgeEvent) error {
	return mail(n.to, string(ev.Detail)) // want `mail runs in a handler that records no claim`
}

// Good: a synchronous API call: the caller sees the failure and decides.
func contact(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	if err := mail("support@example.com", req.Body); err != nil {
		return events.APIGatewayProxyResponse{StatusCode: 502}, nil
	}
	return events.APIGatewayProxyResponse{StatusCode: 200}, nil
}

func main() {
	switch os.Getenv("FUNCTION") {
	case "receipts":
		lambda.Start(receipts)
	case "claimed":
		lambda.Start(claimed)
	case "notify":
		n := &notifier{to: os.Getenv("TO")}
		lambda.StartWithOptions(n.handle)
	case "any":
		lambda.Start(dispatch)
	default:
		lambda.Start(contact)
	}
}

// Bad: one function for every source; the SQS branch decodes its event.
func dispatch(ctx context.Context, raw json.RawMessage) (any, error) {
	var probe struct {
		Records []struct {
			EventSource string `json:"eventSource"`
		} `json:"Records"`
	}
	if err := json.Unmarshal(raw, &probe); err == nil && len(probe.Records) > 0 {
		return nil, fromQueue(ctx, raw)
	}
	return nil, nil
}

func fromQueue(ctx context.Context, raw json.RawMessage) error {
	var ev events.SQSEvent
	if err := json.Unmarshal(raw, &ev); err != nil {
		return err
	}
	for _, m := range ev.Records {
		if err := mail("orders@example.com", m.Body); err != nil { // want `mail runs in a handler that records no claim`
			return err
		}
	}
	return nil
}

// Good: an event built to be sent, not received.
func forward(ctx context.Context, body string) error {
	ev := events.SQSEvent{Records: []events.SQSMessage{{Body: body}}}
	data, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	return mail("archive@example.com", string(data))
}
