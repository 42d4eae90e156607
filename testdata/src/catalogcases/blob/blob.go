// Package blob uses every object-store catalog row once.
package blob

import (
	"bytes"
	"context"
	"os"

	"cloud.google.com/go/storage"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/s3/manager"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	s3v1 "github.com/aws/aws-sdk-go/service/s3"
	"github.com/aws/aws-sdk-go/service/s3/s3manager"
	"github.com/minio/minio-go/v7"
	"gocloud.dev/blob"
)

func s3v2(ctx context.Context, c *s3.Client, u *manager.Uploader, key string, body []byte) {
	in := &s3.PutObjectInput{Bucket: aws.String("b"), Key: aws.String(key), Body: bytes.NewReader(body)}
	c.PutObject(ctx, in)                                                                                 // row: Client.PutObject
	c.CopyObject(ctx, &s3.CopyObjectInput{Bucket: aws.String("b"), CopySource: aws.String("a/" + key)})  // row: Client.CopyObject
	c.CompleteMultipartUpload(ctx, &s3.CompleteMultipartUploadInput{Bucket: aws.String("b"), Key: &key}) // row: Client.CompleteMultipartUpload
	c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String("b"), Key: aws.String(key)})            // row: Client.DeleteObject
	c.DeleteObjects(ctx, &s3.DeleteObjectsInput{Bucket: aws.String("b")})                                // row: Client.DeleteObjects
	u.Upload(ctx, in)                                                                                    // row: Uploader.Upload
}

func v1(ctx context.Context, c *s3v1.S3, u *s3manager.Uploader, key string, body []byte) {
	in := &s3v1.PutObjectInput{Bucket: awsv1.String("b"), Key: awsv1.String(key), Body: bytes.NewReader(body)}
	c.PutObject(in)                 // row: S3.PutObject
	c.PutObjectWithContext(ctx, in) // row: S3.PutObjectWithContext
	cp := &s3v1.CopyObjectInput{Bucket: awsv1.String("b"), CopySource: awsv1.String("a/" + key)}
	c.CopyObject(cp)                 // row: S3.CopyObject
	c.CopyObjectWithContext(ctx, cp) // row: S3.CopyObjectWithContext
	mp := &s3v1.CompleteMultipartUploadInput{Bucket: awsv1.String("b"), Key: &key}
	c.CompleteMultipartUpload(mp)                 // row: S3.CompleteMultipartUpload
	c.CompleteMultipartUploadWithContext(ctx, mp) // row: S3.CompleteMultipartUploadWithContext
	del := &s3v1.DeleteObjectInput{Bucket: awsv1.String("b"), Key: &key}
	c.DeleteObject(del)                 // row: S3.DeleteObject
	c.DeleteObjectWithContext(ctx, del) // row: S3.DeleteObjectWithContext
	dels := &s3v1.DeleteObjectsInput{Bucket: awsv1.String("b")}
	c.DeleteObjects(dels)                 // row: S3.DeleteObjects
	c.DeleteObjectsWithContext(ctx, dels) // row: S3.DeleteObjectsWithContext
	up := &s3manager.UploadInput{Bucket: awsv1.String("b"), Key: &key, Body: bytes.NewReader(body)}
	u.Upload(up)                 // row: Uploader.Upload
	u.UploadWithContext(ctx, up) // row: Uploader.UploadWithContext
}

func portable(ctx context.Context, b *blob.Bucket, key string, body []byte) error {
	b.WriteAll(ctx, key, body, nil)                // row: Bucket.WriteAll
	b.Upload(ctx, key, bytes.NewReader(body), nil) // row: Bucket.Upload
	b.Copy(ctx, key+".bak", key, nil)              // row: Bucket.Copy
	b.Delete(ctx, key)                             // row: Bucket.Delete
	w, err := b.NewWriter(ctx, key, nil)
	if err != nil {
		return err
	}
	w.Write(body)
	return w.Close() // row: Writer.Close
}

func gcs(ctx context.Context, c *storage.Client, key string, body []byte) error {
	o := c.Bucket("b").Object(key)
	o.Delete(ctx)                                    // row: ObjectHandle.Delete
	o.CopierFrom(c.Bucket("a").Object(key)).Run(ctx) // row: Copier.Run
	o.ComposerFrom(o, o).Run(ctx)                    // row: Composer.Run
	w := o.NewWriter(ctx)
	w.Write(body)
	return w.Close() // row: Writer.Close
}

func minioCalls(ctx context.Context, c *minio.Client, key string, body []byte) {
	c.PutObject(ctx, "b", key, bytes.NewReader(body), int64(len(body)), minio.PutObjectOptions{})                      // row: Client.PutObject
	c.FPutObject(ctx, "b", key, "/tmp/"+key, minio.PutObjectOptions{})                                                 // row: Client.FPutObject
	c.CopyObject(ctx, minio.CopyDestOptions{Bucket: "b", Object: key}, minio.CopySrcOptions{Bucket: "a", Object: key}) // row: Client.CopyObject
	c.RemoveObject(ctx, "b", key, minio.RemoveObjectOptions{})                                                         // row: Client.RemoveObject
}

func azure(ctx context.Context, c *azblob.Client, f *os.File, key string, body []byte) {
	c.UploadBuffer(ctx, "c", key, body, nil)                  // row: Client.UploadBuffer
	c.UploadFile(ctx, "c", key, f, nil)                       // row: Client.UploadFile
	c.UploadStream(ctx, "c", key, bytes.NewReader(body), nil) // row: Client.UploadStream
	c.DeleteBlob(ctx, "c", key, nil)                          // row: Client.DeleteBlob
}
