// Package sqsiface holds SQS consumers that call the client through
// aws-sdk-go's sqsiface.SQSAPI, the interface the SDK declares for mocks:
// its calls are the client's.
package sqsiface

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
	"github.com/aws/aws-sdk-go/service/sqs/sqsiface"
)

type Consumer struct {
	client sqsiface.SQSAPI
	db     *sql.DB
	url    string
}

// Bad: the message deleted before its row is stored.
func (c *Consumer) DeleteFirst(ctx context.Context) error {
	out, err := c.client.ReceiveMessageWithContext(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(c.url)})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := c.client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(c.url), ReceiptHandle: m.ReceiptHandle}); err != nil { // want `c.client.DeleteMessage runs before c.db.ExecContext at line 31`
			continue
		}
		if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			continue
		}
	}
	return nil
}

// Good: stored, then deleted.
func (c *Consumer) StoreFirst(ctx context.Context) error {
	out, err := c.client.ReceiveMessageWithContext(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(c.url)})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			continue
		}
		if _, err := c.client.DeleteMessageWithContext(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(c.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
			return err
		}
	}
	return nil
}
