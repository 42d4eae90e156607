// Package deleter holds SQS consumers built as a pipeline: receivers,
// processors, and a deleter goroutine that takes the processed messages
// off a channel and deletes them in batches. Sending a message to the
// deleter is its ack.
package deleter

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
)

type adapter struct {
	client      *sqs.SQS
	db          *sql.DB
	url         string
	processQ    chan *sqs.Message
	deleteQueue chan *sqs.Message
	metrics     chan *sqs.Message
}

// runDeleter deletes the messages sent on deleteQueue, ten at a time or
// every second.
func (a *adapter) runDeleter(ctx context.Context) {
	buf := map[string]string{}
	flush := func() {
		if len(buf) == 0 {
			return
		}
		if err := deleteAll(a.client, a.url, buf); err != nil {
			log.Print(err)
		}
		clear(buf)
	}
	t := time.NewTicker(time.Second)
	for {
		select {
		case <-ctx.Done():
			flush()
			return
		case <-t.C:
			flush()
		case m := <-a.deleteQueue:
			buf[*m.MessageId] = *m.ReceiptHandle
			if len(buf) == 10 {
				flush()
			}
		}
	}
}

func deleteAll(client *sqs.SQS, url string, handles map[string]string) error {
	var entries []*sqs.DeleteMessageBatchRequestEntry
	for id, h := range handles {
		entries = append(entries, &sqs.DeleteMessageBatchRequestEntry{Id: aws.String(id), ReceiptHandle: aws.String(h)})
	}
	_, err := client.DeleteMessageBatch(&sqs.DeleteMessageBatchInput{QueueUrl: aws.String(url), Entries: entries})
	return err
}

// runCounter only counts what it is sent: no ack.
func (a *adapter) runCounter() {
	n := 0
	for range a.metrics {
		n++
	}
	log.Print(n)
}

// Bad: the failed insert is logged, and the message goes to the deleter all
// the same.
func (a *adapter) processLogged(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case m := <-a.processQ:
			if _, err := a.db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2)`, *m.MessageId, *m.Body); err != nil {
				log.Print(err)
			}
			a.deleteQueue <- m // want `the ack handed to runDeleter on a.deleteQueue runs after a.db.ExecContext at line 84 failed`
		}
	}
}

// Bad: queued for deletion before it is stored.
func (a *adapter) processEarly(ctx context.Context, m *sqs.Message) error {
	a.deleteQueue <- m // want `the ack handed to runDeleter on a.deleteQueue runs before a.db.ExecContext at line 95`
	_, err := a.db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2)`, *m.MessageId, *m.Body)
	return err
}

// Good: deleted only once stored.
func (a *adapter) processStored(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case m := <-a.processQ:
			if _, err := a.db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2)`, *m.MessageId, *m.Body); err != nil {
				log.Print(err)
				continue
			}
			a.deleteQueue <- m
		}
	}
}

// Good: the counter acknowledges nothing.
func (a *adapter) processCounted(ctx context.Context, m *sqs.Message) error {
	a.metrics <- m
	_, err := a.db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2)`, *m.MessageId, *m.Body)
	return err
}

// Bad: a deleter goroutine over a local channel, handed the receipt
// handle after a failed insert.
func consumeLocal(ctx context.Context, client *sqs.SQS, db *sql.DB, url string, msgs []*sqs.Message) {
	done := make(chan string)
	go func() {
		for h := range done {
			if _, err := client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: aws.String(h)}); err != nil {
				log.Print(err)
			}
		}
	}()
	for _, m := range msgs {
		if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			log.Print(err)
		}
		done <- *m.ReceiptHandle // want `the ack handed to the goroutine in consumeLocal on done runs after db.ExecContext at line 134 failed`
	}
	close(done)
}

// Good: the local deleter is handed only what was stored.
func consumeLocalStored(ctx context.Context, client *sqs.SQS, db *sql.DB, url string, msgs []*sqs.Message) {
	done := make(chan string)
	go func() {
		for h := range done {
			if _, err := client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: aws.String(h)}); err != nil {
				log.Print(err)
			}
		}
	}()
	for _, m := range msgs {
		if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			log.Print(err)
			continue
		}
		done <- *m.ReceiptHandle
	}
	close(done)
}

// worker stores what it is handed and deletes it: a worker, not a deleter.
func (a *adapter) worker(ctx context.Context, work <-chan *sqs.Message) {
	for m := range work {
		if _, err := a.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			continue
		}
		if _, err := a.client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(a.url), ReceiptHandle: m.ReceiptHandle}); err != nil {
			log.Print(err)
		}
	}
}

// deleteEach deletes every receipt handle it is sent.
func deleteEach(client *sqs.SQS, url string, handles <-chan string) {
	for h := range handles {
		if _, err := client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: aws.String(h)}); err != nil {
			log.Print(err)
		}
	}
}

// Bad: the deleter is handed its channel; a failed insert is deleted.
func consumeParam(ctx context.Context, client *sqs.SQS, db *sql.DB, url string, msgs []*sqs.Message) {
	handles := make(chan string)
	go deleteEach(client, url, handles)
	for _, m := range msgs {
		if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			log.Print(err)
		}
		handles <- *m.ReceiptHandle // want `the ack handed to deleteEach on handles runs after db.ExecContext at line 188 failed`
	}
	close(handles)
}

// Good: only what was stored is handed to the deleter.
func consumeParamStored(ctx context.Context, client *sqs.SQS, db *sql.DB, url string, msgs []*sqs.Message) {
	handles := make(chan string)
	go deleteEach(client, url, handles)
	for _, m := range msgs {
		if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, *m.Body); err != nil {
			log.Print(err)
			continue
		}
		handles <- *m.ReceiptHandle
	}
	close(handles)
}

// notifier POSTs each message it is sent: a send to it is an effect,
// and still work that runs in another goroutine.
type notifier struct {
	client *http.Client
	in     chan *sqs.Message
}

func (n *notifier) run() {
	for m := range n.in {
		req, _ := http.NewRequest(http.MethodPost, "https://hooks.example.com", strings.NewReader(*m.Body))
		if _, err := n.client.Do(req); err != nil {
			log.Print(err)
		}
	}
}

// Bad: deleted while the notifier may still be posting it.
func (n *notifier) notifyThenDelete(client *sqs.SQS, url string) error {
	out, err := client.ReceiveMessage(&sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		n.in <- m
		client.DeleteMessage(&sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle}) // want `client.DeleteMessage runs while the work handed off on n.in at line \d+ may still run in a goroutine`
	}
	return nil
}
