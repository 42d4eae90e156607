// Package azqueue holds Azure Queue Storage consumers, current SDK and
// legacy, each deleting the message before and after its work.
package azqueue

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
	"time"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azqueue"
	legacy "github.com/Azure/azure-storage-queue-go/azqueue"
)

func deleteFirst(ctx context.Context, db *sql.DB, q *azqueue.QueueClient) error {
	resp, err := q.DequeueMessages(ctx, &azqueue.DequeueMessagesOptions{})
	if err != nil {
		return err
	}
	for _, m := range resp.Messages {
		if _, err := q.DeleteMessage(ctx, *m.MessageID, *m.PopReceipt, nil); err != nil { // want `q.DeleteMessage runs before db.ExecContext at line \d+`
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", *m.MessageText); err != nil {
			return err
		}
	}
	return nil
}

// Only a message whose work is done is deleted; a failed one is made
// visible again at once.
func deleteAfter(ctx context.Context, db *sql.DB, q *azqueue.QueueClient) error {
	resp, err := q.DequeueMessages(ctx, &azqueue.DequeueMessagesOptions{})
	if err != nil {
		return err
	}
	for _, m := range resp.Messages {
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", *m.MessageText); err != nil {
			q.UpdateMessage(ctx, *m.MessageID, *m.PopReceipt, *m.MessageText, &azqueue.UpdateMessageOptions{})
			continue
		}
		q.DeleteMessage(ctx, *m.MessageID, *m.PopReceipt, nil)
	}
	return nil
}

func deleteBeforePost(ctx context.Context, q *azqueue.QueueClient) error {
	resp, err := q.DequeueMessage(ctx, nil)
	if err != nil {
		return err
	}
	for _, m := range resp.Messages {
		q.DeleteMessage(ctx, *m.MessageID, *m.PopReceipt, nil) // want `q.DeleteMessage runs before http.Post at line \d+`
		if _, err := http.Post("https://ship.example.com/orders", "text/plain", strings.NewReader(*m.MessageText)); err != nil {
			return err
		}
	}
	return nil
}

func forwardThenDelete(ctx context.Context, q, out *azqueue.QueueClient) error {
	resp, err := q.DequeueMessage(ctx, nil)
	if err != nil {
		return err
	}
	for _, m := range resp.Messages {
		if _, err := out.EnqueueMessage(ctx, *m.MessageText, nil); err != nil {
			return err
		}
		q.DeleteMessage(ctx, *m.MessageID, *m.PopReceipt, nil)
	}
	return nil
}

func legacyDeleteFirst(ctx context.Context, db *sql.DB, msgs legacy.MessagesURL) error {
	resp, err := msgs.Dequeue(ctx, 32, 30*time.Second)
	if err != nil {
		return err
	}
	for i := int32(0); i < resp.NumMessages(); i++ {
		m := resp.Message(i)
		if _, err := msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt); err != nil { // want `msgs.NewMessageIDURL\(…\).Delete runs before db.ExecContext at line \d+`
			return err
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Text); err != nil {
			return err
		}
	}
	return nil
}

func legacyDeleteAfter(ctx context.Context, db *sql.DB, msgs legacy.MessagesURL) error {
	resp, err := msgs.Dequeue(ctx, 32, 30*time.Second)
	if err != nil {
		return err
	}
	for i := int32(0); i < resp.NumMessages(); i++ {
		m := resp.Message(i)
		id := msgs.NewMessageIDURL(m.ID)
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", m.Text); err != nil {
			id.Update(ctx, m.PopReceipt, 0, m.Text)
			continue
		}
		id.Delete(ctx, m.PopReceipt)
	}
	return nil
}

func legacyDeleteThenEnqueue(ctx context.Context, msgs, out legacy.MessagesURL) error {
	resp, err := msgs.Dequeue(ctx, 1, time.Minute)
	if err != nil || resp.NumMessages() == 0 {
		return err
	}
	m := resp.Message(0)
	id := msgs.NewMessageIDURL(m.ID)
	id.Delete(ctx, m.PopReceipt) // want `id.Delete runs before out.Enqueue at line \d+`
	_, err = out.Enqueue(ctx, "order received", 0, time.Hour)
	return err
}

// reader is redpanda-data/connect's azure_queue_storage input before its
// fix: read deletes every dequeued message and then returns the batch, so
// its callers hold messages already acknowledged.
type reader struct{ msgs legacy.MessagesURL }

func (r *reader) read(ctx context.Context) ([]string, error) {
	resp, err := r.msgs.Dequeue(ctx, 10, time.Minute)
	if err != nil {
		return nil, err
	}
	var batch []string
	for i := int32(0); i < resp.NumMessages(); i++ {
		m := resp.Message(i)
		if _, err := r.msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt); err != nil { // want `r.msgs.NewMessageIDURL\(…\).Delete runs before the caller's work on what the function returns at line \d+`
			return nil, err
		}
		batch = append(batch, m.Text)
	}
	return batch, nil
}

func pipeline(ctx context.Context, db *sql.DB, r *reader) error {
	batch, err := r.read(ctx) // want `r.read acknowledges on receipt, before db.ExecContext at line \d+`
	if err != nil {
		return err
	}
	for _, body := range batch {
		if _, err := db.ExecContext(ctx, "INSERT INTO orders (body) VALUES ($1)", body); err != nil {
			return err
		}
	}
	return nil
}

// batch is a pipeline's message, built empty by its constructor and
// filled part by part.
type batch struct{ parts [][]byte }

func newBatch() *batch { return &batch{} }

func (b *batch) Append(part []byte) int { b.parts = append(b.parts, part); return len(b.parts) }

func (b *batch) Len() int { return len(b.parts) }

// Message is what an input hands its pipeline.
type Message interface{ Len() int }

// readFilled is the same input as redpanda-data/connect wrote it: the
// batch it returns was built empty and filled with each message's text,
// and every dequeued message is deleted before the pipeline has it.
func readFilled(ctx context.Context, msgs legacy.MessagesURL) (Message, error) {
	dequeue, err := msgs.Dequeue(ctx, 10, time.Minute)
	if err != nil {
		return nil, err
	}
	b := newBatch()
	for i := int32(0); i < dequeue.NumMessages(); i++ {
		m := dequeue.Message(i)
		b.Append([]byte(m.Text))
		msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt) // want `msgs.NewMessageIDURL\(…\).Delete runs before the caller's work on what the function returns at line \d+`
	}
	return b, nil
}

// readDropping deletes only the messages it drops (an empty body, which no
// one will process) and returns the others undeleted: the delete is on a
// branch of the loop, and what it returns was not acknowledged.
func readDropping(ctx context.Context, msgs legacy.MessagesURL) ([]*legacy.DequeuedMessage, error) {
	dequeue, err := msgs.Dequeue(ctx, 10, time.Minute)
	if err != nil {
		return nil, err
	}
	var keep []*legacy.DequeuedMessage
	for i := int32(0); i < dequeue.NumMessages(); i++ {
		m := dequeue.Message(i)
		if m.Text == "" {
			msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt)
			continue
		}
		keep = append(keep, m)
	}
	return keep, nil
}

// purge deletes every dequeued message and returns how many: a count,
// not the work.
func purge(ctx context.Context, msgs legacy.MessagesURL) (int, error) {
	dequeue, err := msgs.Dequeue(ctx, 10, time.Minute)
	if err != nil {
		return 0, err
	}
	n := 0
	for i := int32(0); i < dequeue.NumMessages(); i++ {
		m := dequeue.Message(i)
		msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt)
		n++
	}
	return n, nil
}
