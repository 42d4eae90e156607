// Package handback holds receive methods that hand their caller what they
// received (aws-sdk-go v1 SQS): deleting it first acknowledges it before
// the caller's work.
package handback

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
)

type Queue struct {
	svc *sqs.SQS
	url string
	db  *sql.DB
}

// Bad: the batch is deleted, then handed to the caller to ingest.
func (q *Queue) Poll() ([]*sqs.Message, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil {
		return nil, err
	}
	batch := &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(q.url)}
	for _, m := range out.Messages {
		batch.Entries = append(batch.Entries, &sqs.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if _, err := q.svc.DeleteMessageBatch(batch); err != nil { // want `q.svc.DeleteMessageBatch runs before the caller's work on what the function returns at line 33`
		return nil, err
	}
	return out.Messages, nil
}

// Bad: one message, deleted and returned as the body the caller decodes.
func (q *Queue) Next() ([]byte, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil || len(out.Messages) == 0 {
		return nil, err
	}
	m := out.Messages[0]
	q.svc.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(q.url), ReceiptHandle: m.ReceiptHandle}) // want `q.svc.DeleteMessage runs before the caller's work on what the function returns at line 44`
	return []byte(*m.Body), nil
}

// Good: the messages go back undeleted; the caller deletes each after its work.
func (q *Queue) Peek() ([]*sqs.Message, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil {
		return nil, err
	}
	return out.Messages, nil
}

// Good: the work is done before the delete; the messages returned are a
// record of what was applied.
func (q *Queue) Apply(ctx context.Context) ([]*sqs.Message, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil {
		return nil, err
	}
	var done []*sqs.Message
	for _, m := range out.Messages {
		if _, err := q.db.ExecContext(ctx, `INSERT INTO events (id) VALUES ($1)`, *m.MessageId); err != nil {
			continue
		}
		if _, err := q.svc.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(q.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
			return done, err
		}
		done = append(done, m)
	}
	return done, nil
}

// Good: a purge returns only how many it deleted, nothing to work on.
func (q *Queue) Purge() (int, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil {
		return 0, err
	}
	for _, m := range out.Messages {
		if _, err := q.svc.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(q.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
			return 0, err
		}
	}
	return len(out.Messages), nil
}

// Good: only a test event is deleted, on its branch; the others are
// returned undeleted for the caller to work on and delete.
func (q *Queue) Targets() ([]string, error) {
	out, err := q.svc.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(q.url)})
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, m := range out.Messages {
		if *m.Body == "s3:TestEvent" {
			q.svc.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(q.url), ReceiptHandle: m.ReceiptHandle})
			continue
		}
		keys = append(keys, *m.Body)
	}
	return keys, nil
}

// Good: the caller of Targets stores the keys; Targets deleted none of
// them.
func (q *Queue) Ingest(ctx context.Context) error {
	keys, err := q.Targets()
	if err != nil {
		return err
	}
	for _, k := range keys {
		if _, err := q.db.ExecContext(ctx, `INSERT INTO objects (key) VALUES ($1)`, k); err != nil {
			return err
		}
	}
	return nil
}
