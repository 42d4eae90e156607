package handback

import (
	"errors"
	"log"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/sqs"
)

// Reader keeps the receipt handles of what it read until the pipeline
// reports, through Acknowledge, whether the messages were written.
type Reader struct {
	svc     *sqs.SQS
	url     string
	pending []*sqs.DeleteMessageBatchRequestEntry
}

func (r *Reader) batch() *sqs.DeleteMessageBatchInput {
	return &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(r.url), Entries: r.pending}
}

// Bad: the outcome it is given is never read; a failed batch is deleted too.
func (r *Reader) Acknowledge(err error) error {
	if len(r.pending) == 0 {
		return nil
	}
	_, derr := r.svc.DeleteMessageBatch(r.batch()) // want `r.svc.DeleteMessageBatch runs whatever err, the outcome it is given at line 24, says: a message whose processing failed is lost for good — ack only when err is nil, nack or requeue otherwise`
	r.pending = nil
	return derr
}

// Bad: a failure is logged, and the batch deleted anyway.
func (r *Reader) AcknowledgeLogged(err error) error {
	if err != nil {
		log.Printf("output failed: %v", err)
	}
	_, derr := r.svc.DeleteMessageBatch(r.batch()) // want `r.svc.DeleteMessageBatch runs whatever err, the outcome it is given at line 34, says`
	return derr
}

// Good: on failure the batch becomes visible again, to be redelivered.
func (r *Reader) AcknowledgeOrRelease(err error) error {
	if err != nil {
		var entries []*sqs.ChangeMessageVisibilityBatchRequestEntry
		for _, e := range r.pending {
			entries = append(entries, &sqs.ChangeMessageVisibilityBatchRequestEntry{Id: e.Id, ReceiptHandle: e.ReceiptHandle, VisibilityTimeout: aws.Int64(0)})
		}
		_, cerr := r.svc.ChangeMessageVisibilityBatch(&sqs.ChangeMessageVisibilityBatchInput{QueueUrl: aws.String(r.url), Entries: entries})
		return cerr
	}
	_, derr := r.svc.DeleteMessageBatch(r.batch())
	return derr
}

var errSkip = errors.New("skip")

// Good: the outcome is handed to a function of the program, which decides.
func (r *Reader) AcknowledgeVia(err error) error {
	if r.keep(err) {
		return nil
	}
	_, derr := r.svc.DeleteMessageBatch(r.batch())
	return derr
}

func (r *Reader) keep(err error) bool { return err != nil && !errors.Is(err, errSkip) }
