// Package dynamomarker: an SQS consumer that sends an email before
// the message's processed marker is put into DynamoDB, beside twins that
// claim the marker with a conditional put first.
package dynamomarker

import (
	"context"
	"errors"
	"net/smtp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

var (
	db    *dynamodb.Client
	queue *sqs.Client
	url   = aws.String("https://sqs.example.com/orders")
)

func mail(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, []byte("receipt"))
}

// Bad: the marker looked up, the mail, then the marker put.
func handleAfter(ctx context.Context) error {
	out, err := queue.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		seen, err := db.GetItem(ctx, &dynamodb.GetItemInput{
			TableName: aws.String("processed"),
			Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: aws.ToString(m.MessageId)}},
		})
		if err != nil || seen.Item != nil {
			continue
		}
		if err := mail(aws.ToString(m.Body)); err != nil { // want `mail runs before the processed marker db.PutItem`
			return err
		}
		if _, err := db.PutItem(ctx, &dynamodb.PutItemInput{
			TableName: aws.String("processed"),
			Item:      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: aws.ToString(m.MessageId)}},
		}); err != nil {
			return err
		}
		if _, err := queue.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle}); err != nil {
			return err
		}
	}
	return nil
}

// Good: the marker is claimed under attribute_not_exists first; a
// redelivery's put fails and it sends nothing.
func handleClaimed(ctx context.Context) error {
	out, err := queue.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
			TableName:           aws.String("processed"),
			Item:                map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: aws.ToString(m.MessageId)}},
			ConditionExpression: aws.String("attribute_not_exists(id)"),
		})
		var ccf *types.ConditionalCheckFailedException
		if errors.As(err, &ccf) {
			_, err = queue.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle})
			if err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return err
		}
		if err := mail(aws.ToString(m.Body)); err != nil {
			return err
		}
		if _, err := queue.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: url, ReceiptHandle: m.ReceiptHandle}); err != nil {
			return err
		}
	}
	return nil
}
