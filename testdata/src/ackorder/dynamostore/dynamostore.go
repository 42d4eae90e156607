// Package dynamostore: an SQS consumer that deletes the message before or
// after the item it stands for is written to DynamoDB.
package dynamostore

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

type consumer struct {
	sqs *sqs.Client
	db  *dynamodb.Client
	url *string
}

func (c *consumer) put(ctx context.Context, body *string) error {
	_, err := c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("events"),
		Item:      map[string]types.AttributeValue{"body": &types.AttributeValueMemberS{Value: aws.ToString(body)}},
	})
	return err
}

// Bad: the message is deleted, then its item put.
func (c *consumer) deleteFirst(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.sqs.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: c.url, ReceiptHandle: m.ReceiptHandle}); err != nil { // want `c.sqs.DeleteMessage runs before c.put at line \d+`
				return err
			}
			if err := c.put(ctx, m.Body); err != nil {
				return err
			}
		}
	}
	return nil
}

// Good: the item is put, then the message deleted.
func (c *consumer) deleteAfter(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if err := c.put(ctx, m.Body); err != nil {
				continue
			}
			if _, err := c.sqs.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: c.url, ReceiptHandle: m.ReceiptHandle}); err != nil {
				return err
			}
		}
	}
	return nil
}
