// Package s3 is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/service/s3: only the declarations the tests use, with the real names, receivers and parameter names.
package s3

import (
	"io"

	"github.com/aws/aws-sdk-go/aws"
)

// S3 is the service client.
type S3 struct{}

// PutObjectInput is the PutObjectInput shape.
type PutObjectInput struct {
	Bucket *string
	Key    *string
	Body   io.ReadSeeker
}

// PutObjectOutput is the PutObjectOutput shape.
type PutObjectOutput struct{}

// PutObject adds an object to a bucket.
func (c *S3) PutObject(input *PutObjectInput) (*PutObjectOutput, error) {
	return &PutObjectOutput{}, nil
}

// PutObjectWithContext is PutObject with a context.
func (c *S3) PutObjectWithContext(ctx aws.Context, input *PutObjectInput) (*PutObjectOutput, error) {
	return &PutObjectOutput{}, nil
}

// CopyObjectInput is the CopyObjectInput shape.
type CopyObjectInput struct {
	Bucket     *string
	CopySource *string
	Key        *string
}

// CopyObjectOutput is the CopyObjectOutput shape.
type CopyObjectOutput struct{}

// CopyObject creates a copy of an object that is already stored.
func (c *S3) CopyObject(input *CopyObjectInput) (*CopyObjectOutput, error) {
	return &CopyObjectOutput{}, nil
}

// CopyObjectWithContext is CopyObject with a context.
func (c *S3) CopyObjectWithContext(ctx aws.Context, input *CopyObjectInput) (*CopyObjectOutput, error) {
	return &CopyObjectOutput{}, nil
}

// CompleteMultipartUploadInput is the CompleteMultipartUploadInput shape.
type CompleteMultipartUploadInput struct {
	Bucket   *string
	Key      *string
	UploadId *string
}

// CompleteMultipartUploadOutput is the CompleteMultipartUploadOutput shape.
type CompleteMultipartUploadOutput struct{}

// CompleteMultipartUpload completes a multipart upload.
func (c *S3) CompleteMultipartUpload(input *CompleteMultipartUploadInput) (*CompleteMultipartUploadOutput, error) {
	return &CompleteMultipartUploadOutput{}, nil
}

// CompleteMultipartUploadWithContext is CompleteMultipartUpload with a context.
func (c *S3) CompleteMultipartUploadWithContext(ctx aws.Context, input *CompleteMultipartUploadInput) (*CompleteMultipartUploadOutput, error) {
	return &CompleteMultipartUploadOutput{}, nil
}

// DeleteObjectInput is the DeleteObjectInput shape.
type DeleteObjectInput struct {
	Bucket *string
	Key    *string
}

// DeleteObjectOutput is the DeleteObjectOutput shape.
type DeleteObjectOutput struct{}

// DeleteObject removes an object from a bucket.
func (c *S3) DeleteObject(input *DeleteObjectInput) (*DeleteObjectOutput, error) {
	return &DeleteObjectOutput{}, nil
}

// DeleteObjectWithContext is DeleteObject with a context.
func (c *S3) DeleteObjectWithContext(ctx aws.Context, input *DeleteObjectInput) (*DeleteObjectOutput, error) {
	return &DeleteObjectOutput{}, nil
}

// DeleteObjectsInput is the DeleteObjectsInput shape.
type DeleteObjectsInput struct {
	Bucket *string
}

// DeleteObjectsOutput is the DeleteObjectsOutput shape.
type DeleteObjectsOutput struct{}

// DeleteObjects removes multiple objects from a bucket.
func (c *S3) DeleteObjects(input *DeleteObjectsInput) (*DeleteObjectsOutput, error) {
	return &DeleteObjectsOutput{}, nil
}

// DeleteObjectsWithContext is DeleteObjects with a context.
func (c *S3) DeleteObjectsWithContext(ctx aws.Context, input *DeleteObjectsInput) (*DeleteObjectsOutput, error) {
	return &DeleteObjectsOutput{}, nil
}
