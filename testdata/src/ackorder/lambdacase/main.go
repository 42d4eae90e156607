// Package main: AWS Lambda functions invoked by SQS: the invocation's
// return is the acknowledgement of the batch.
package main

import (
	"context"
	"database/sql"
	"log"
	"sync"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

var db *sql.DB

func store(ctx context.Context, body string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO events (body) VALUES ($1)", body)
	return err
}

// Bad: the insert runs in a goroutine; the function returns, and the
// batch is deleted from the queue, before it is done.
func background(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		go store(context.Background(), m.Body) // want `store runs in a goroutine background does not wait for: AWS Lambda takes the message as done when background returns`
	}
	return nil
}

// Good: each insert is done before the function returns.
func inline(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		if err := store(ctx, m.Body); err != nil {
			return err
		}
	}
	return nil
}

// Good: the inserts run concurrently, and the function waits for all of
// them before it returns.
func waited(ctx context.Context, ev events.SQSEvent) error {
	var wg sync.WaitGroup
	for _, m := range ev.Records {
		wg.Add(1)
		go func(body string) {
			defer wg.Done()
			store(ctx, body)
		}(m.Body)
	}
	wg.Wait()
	return nil
}

// Bad: a failed insert is logged, and the batch ends as done.
func logged(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		if err := store(ctx, m.Body); err != nil {
			log.Print(err)
			continue
		}
	}
	return nil // want `logged returns with no error after store at line \d+ failed: AWS Lambda takes the message as done when logged returns`
}

// Good: the failed record is reported in the batch's response; SQS
// delivers it again and deletes the others.
func partial(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
	var resp events.SQSEventResponse
	for _, m := range ev.Records {
		if err := store(ctx, m.Body); err != nil {
			resp.BatchItemFailures = append(resp.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: m.MessageId})
		}
	}
	return resp, nil
}

func main() {
	lambda.Start(background)
	lambda.Start(inline)
	lambda.Start(waited)
	lambda.Start(logged)
	lambda.Start(partial)
}
