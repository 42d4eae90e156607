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
