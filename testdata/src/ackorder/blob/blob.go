// Package blob holds consumers whose work is an object written to a blob
// store: the message is acked before or after the upload.
package blob

import (
	"bytes"
	"context"

	"cloud.google.com/go/storage"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/s3/manager"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	s3v1 "github.com/aws/aws-sdk-go/service/s3"
	"github.com/aws/aws-sdk-go/service/s3/s3manager"
	"github.com/minio/minio-go/v7"
	"gocloud.dev/blob"
	"gocloud.dev/pubsub"
)

type archiver struct {
	sqs      *sqs.Client
	s3       *s3.Client
	uploader *manager.Uploader
	url      *string
}

func (a *archiver) del(ctx context.Context, m types.Message) error {
	_, err := a.sqs.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: a.url, ReceiptHandle: m.ReceiptHandle})
	return err
}

// Bad: the message is deleted before the object it stands for is put.
func (a *archiver) deleteFirst(ctx context.Context) error {
	out, err := a.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: a.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := a.sqs.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: a.url, ReceiptHandle: m.ReceiptHandle}); err != nil { // want `a.sqs.DeleteMessage runs before a.s3.PutObject at line 45`
			return err
		}
		if _, err := a.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("archive"), Key: m.MessageId, Body: bytes.NewReader([]byte(*m.Body))}); err != nil {
			return err
		}
	}
	return nil
}

// Good: the object is put, then the message deleted.
func (a *archiver) deleteAfter(ctx context.Context) error {
	out, err := a.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: a.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := a.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("archive"), Key: m.MessageId, Body: bytes.NewReader([]byte(*m.Body))}); err != nil {
			return err
		}
		if err := a.del(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// Bad: deleted before the uploader's multipart upload.
func (a *archiver) uploadLate(ctx context.Context) error {
	out, err := a.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: a.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if err := a.del(ctx, m); err != nil { // want `a.del runs before a.uploader.Upload at line 79`
			return err
		}
		if _, err := a.uploader.Upload(ctx, &s3.PutObjectInput{Bucket: aws.String("archive"), Key: m.MessageId}); err != nil {
			return err
		}
	}
	return nil
}

// Good: uploaded, then deleted.
func (a *archiver) uploadFirst(ctx context.Context) error {
	out, err := a.sqs.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: a.url})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if _, err := a.uploader.Upload(ctx, &s3.PutObjectInput{Bucket: aws.String("archive"), Key: m.MessageId}); err != nil {
			return err
		}
		if err := a.del(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

type portable struct {
	sub    *pubsub.Subscription
	bucket *blob.Bucket
	gcs    *storage.Client
	minio  *minio.Client
	v1     *s3v1.S3
	up     *s3manager.Uploader
}

// Bad: acked before WriteAll.
func (p *portable) ackThenWrite(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before p.bucket.WriteAll at line 119`
	return p.bucket.WriteAll(ctx, msg.LoggableID, msg.Body, nil)
}

// Good: WriteAll, then the ack.
func (p *portable) writeThenAck(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	if err := p.bucket.WriteAll(ctx, msg.LoggableID, msg.Body, nil); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// Bad: a NewWriter's blob is written at Close, after the ack.
func (p *portable) ackBeforeClose(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	w, err := p.bucket.NewWriter(ctx, msg.LoggableID, nil)
	if err != nil {
		return err
	}
	if _, err := w.Write(msg.Body); err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before w.Close at line 150`
	return w.Close()
}

// Good: closed, then acked.
func (p *portable) closeThenAck(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	w, err := p.bucket.NewWriter(ctx, msg.LoggableID, nil)
	if err != nil {
		return err
	}
	if _, err := w.Write(msg.Body); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// Bad: acked before the Cloud Storage object is closed.
func (p *portable) gcsLate(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	w := p.gcs.Bucket("archive").Object(msg.LoggableID).NewWriter(ctx)
	if _, err := w.Write(msg.Body); err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before w.Close at line 185`
	return w.Close()
}

// Good: the Cloud Storage object is closed first.
func (p *portable) gcsFirst(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	w := p.gcs.Bucket("archive").Object(msg.LoggableID).NewWriter(ctx)
	if _, err := w.Write(msg.Body); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// Bad: acked before the MinIO put.
func (p *portable) minioLate(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before p.minio.PutObject at line 213`
	_, err = p.minio.PutObject(ctx, "archive", msg.LoggableID, bytes.NewReader(msg.Body), int64(len(msg.Body)), minio.PutObjectOptions{})
	return err
}

// Good: the MinIO put, then the ack.
func (p *portable) minioFirst(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	if _, err := p.minio.PutObject(ctx, "archive", msg.LoggableID, bytes.NewReader(msg.Body), int64(len(msg.Body)), minio.PutObjectOptions{}); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}

// Bad: acked before the v1 SDK's put and upload.
func (p *portable) v1Late(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	msg.Ack() // want `msg.Ack runs before p.v1.PutObjectWithContext at line 238`
	if _, err := p.v1.PutObjectWithContext(ctx, &s3v1.PutObjectInput{Bucket: awsv1.String("archive"), Key: awsv1.String(msg.LoggableID), Body: bytes.NewReader(msg.Body)}); err != nil {
		return err
	}
	_, err = p.up.UploadWithContext(ctx, &s3manager.UploadInput{Bucket: awsv1.String("copies"), Key: awsv1.String(msg.LoggableID), Body: bytes.NewReader(msg.Body)})
	return err
}

// Good: the v1 SDK's upload, then the ack.
func (p *portable) v1First(ctx context.Context) error {
	msg, err := p.sub.Receive(ctx)
	if err != nil {
		return err
	}
	if _, err := p.up.Upload(&s3manager.UploadInput{Bucket: awsv1.String("copies"), Key: awsv1.String(msg.LoggableID), Body: bytes.NewReader(msg.Body)}); err != nil {
		msg.Nack()
		return err
	}
	msg.Ack()
	return nil
}
