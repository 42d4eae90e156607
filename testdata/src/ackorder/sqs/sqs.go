// Package sqs holds SQS receive loops (aws-sdk-go-v2).
package sqs

import (
	"context"
	"log"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
	"golang.org/x/sync/errgroup"

	"ackorder/repo"
)

type consumer struct {
	sqs   *sqs.Client
	url   *string
	store *repo.Store
}

func (c *consumer) del(m types.Message) *sqs.DeleteMessageInput {
	return &sqs.DeleteMessageInput{QueueUrl: c.url, ReceiptHandle: m.ReceiptHandle}
}

func (c *consumer) deleteFirst(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.sqs.DeleteMessage(ctx, c.del(m)); err != nil { // want `c.sqs.DeleteMessage runs before c.store.Apply at line 37`
				return err
			}
			if err := c.store.Apply(ctx, *m.MessageId); err != nil {
				log.Print(err)
			}
		}
	}
	return nil
}

func (c *consumer) deleteAfter(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if err := c.store.Apply(ctx, *m.MessageId); err != nil {
				log.Print(err)
				continue
			}
			if _, err := c.sqs.DeleteMessage(ctx, c.del(m)); err != nil {
				return err
			}
		}
	}
	return nil
}

// The batch is deleted before an outbound POST.
func (c *consumer) batchFirst(ctx context.Context) error {
	out, err := c.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: c.url})
	if err != nil {
		return err
	}
	var entries []types.DeleteMessageBatchRequestEntry
	for _, m := range out.Messages {
		entries = append(entries, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if _, err := c.sqs.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: c.url, Entries: entries}); err != nil { // want `c.sqs.DeleteMessageBatch runs before http.Post at line 77`
		return err
	}
	_, err = http.Post("https://ship.example.com/batch", "text/plain", strings.NewReader("go"))
	return err
}

// --- ack after a failure ---

func (c *consumer) deleteOnError(ctx context.Context, m types.Message) error {
	if err := c.store.Apply(ctx, *m.MessageId); err != nil {
		log.Printf("apply: %v", err)
	}
	_, err := c.sqs.DeleteMessage(ctx, c.del(m)) // want `c.sqs.DeleteMessage runs after c.store.Apply at line 84 failed`
	return err
}

// A failure makes the message visible again sooner; only success deletes.
func (c *consumer) retryOnError(ctx context.Context, m types.Message) error {
	if err := c.store.Apply(ctx, *m.MessageId); err != nil {
		_, err := c.sqs.ChangeMessageVisibility(ctx, &sqs.ChangeMessageVisibilityInput{QueueUrl: c.url, ReceiptHandle: m.ReceiptHandle})
		return err
	}
	_, err := c.sqs.DeleteMessage(ctx, c.del(m))
	return err
}

// The failure is recorded (sent to a dead-letter queue) before the delete.
func (c *consumer) deadLetter(ctx context.Context, dlq *string, m types.Message) error {
	if err := c.store.Apply(ctx, *m.MessageId); err != nil {
		if _, err := c.sqs.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: dlq, MessageBody: m.Body}); err != nil {
			return err
		}
	}
	_, err := c.sqs.DeleteMessage(ctx, c.del(m))
	return err
}

// --- ack while the work runs in a goroutine ---

func (c *consumer) deleteWhileRunning(ctx context.Context, m types.Message) error {
	var g errgroup.Group
	g.Go(func() error { return c.store.Apply(ctx, *m.MessageId) })
	_, err := c.sqs.DeleteMessage(ctx, c.del(m)) // want `c.sqs.DeleteMessage runs while c.store.Apply at line 116 may still run in a goroutine`
	g.Wait()
	return err
}

func (c *consumer) deleteAfterWait(ctx context.Context, m types.Message) error {
	var g errgroup.Group
	g.Go(func() error { return c.store.Apply(ctx, *m.MessageId) })
	if err := g.Wait(); err != nil {
		return err
	}
	_, err := c.sqs.DeleteMessage(ctx, c.del(m))
	return err
}

// The batch is deleted only when no message failed.
func (c *consumer) batchOnSuccess(ctx context.Context, msgs []types.Message) error {
	failed := false
	var entries []types.DeleteMessageBatchRequestEntry
	for _, m := range msgs {
		if err := c.store.Apply(ctx, *m.MessageId); err != nil {
			failed = true
			break
		}
		entries = append(entries, types.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if failed {
		return nil
	}
	_, err := c.sqs.DeleteMessageBatch(ctx, &sqs.DeleteMessageBatchInput{QueueUrl: c.url, Entries: entries})
	return err
}
