// Package morebrokers: aws-sdk-go v1 SQS, gocloud.dev pubsub, Azure
// Service Bus and Redis streams, each acked before and after the work.
package morebrokers

import (
	"context"
	"database/sql"

	"github.com/Azure/azure-sdk-for-go/sdk/messaging/azservicebus"
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
	"github.com/redis/go-redis/v9"
	"gocloud.dev/pubsub"
)

func sqsV1Before(ctx context.Context, db *sql.DB, q *sqs.SQS, url string) error {
	out, err := q.ReceiveMessageWithContext(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := q.DeleteMessageWithContext(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle}); err != nil { // want `q.DeleteMessageWithContext runs before db.ExecContext at line \d+`
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", *m.Body); err != nil {
			return err
		}
	}
	return nil
}

func sqsV1After(ctx context.Context, db *sql.DB, q *sqs.SQS, url string) error {
	out, err := q.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", *m.Body); err != nil {
			continue
		}
		q.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle})
	}
	return nil
}

func gocloudBefore(ctx context.Context, db *sql.DB, sub *pubsub.Subscription) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		m.Ack() // want `m.Ack runs before db.ExecContext at line \d+`
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
			return err
		}
	}
}

func gocloudAfter(ctx context.Context, db *sql.DB, sub *pubsub.Subscription) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
			m.Nack()
			continue
		}
		m.Ack()
	}
}

func serviceBusBefore(ctx context.Context, db *sql.DB, r *azservicebus.Receiver) error {
	msgs, err := r.ReceiveMessages(ctx, 10, nil)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if err := r.CompleteMessage(ctx, m, nil); err != nil { // want `r.CompleteMessage runs before db.ExecContext at line \d+`
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
			return err
		}
	}
	return nil
}

func serviceBusAfter(ctx context.Context, db *sql.DB, r *azservicebus.Receiver) error {
	msgs, err := r.ReceiveMessages(ctx, 10, nil)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Body); err != nil {
			r.AbandonMessage(ctx, m, nil)
			continue
		}
		r.CompleteMessage(ctx, m, nil)
	}
	return nil
}

func streamBefore(ctx context.Context, db *sql.DB, rdb *redis.Client) error {
	streams, err := rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: "g", Consumer: "c", Streams: []string{"orders", ">"}}).Result()
	if err != nil {
		return err
	}
	for _, s := range streams {
		for _, m := range s.Messages {
			rdb.XAck(ctx, "orders", "g", m.ID) // want `rdb.XAck runs before db.ExecContext at line \d+`
			if _, err := db.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", m.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

func streamAfter(ctx context.Context, db *sql.DB, rdb *redis.Client) error {
	streams, err := rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: "g", Consumer: "c", Streams: []string{"orders", ">"}}).Result()
	if err != nil {
		return err
	}
	for _, s := range streams {
		for _, m := range s.Messages {
			if _, err := db.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", m.ID); err != nil {
				continue
			}
			rdb.XAck(ctx, "orders", "g", m.ID)
		}
	}
	return nil
}
