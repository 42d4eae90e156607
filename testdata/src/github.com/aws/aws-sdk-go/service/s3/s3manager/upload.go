// Package s3manager is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/service/s3/s3manager: only the declarations the tests use, with the real names, receivers and parameter names.
package s3manager

import (
	"io"

	"github.com/aws/aws-sdk-go/aws"
)

// Uploader uploads objects to S3, in parts when they are large.
type Uploader struct {
	PartSize int64
}

// UploadInput is the input of an upload.
type UploadInput struct {
	Bucket *string
	Key    *string
	Body   io.Reader
}

// UploadOutput is the output of an upload.
type UploadOutput struct {
	Location string
}

// Upload uploads an object to S3.
func (u Uploader) Upload(input *UploadInput, options ...func(*Uploader)) (*UploadOutput, error) {
	return &UploadOutput{}, nil
}

// UploadWithContext is Upload with a context.
func (u Uploader) UploadWithContext(ctx aws.Context, input *UploadInput, opts ...func(*Uploader)) (*UploadOutput, error) {
	return &UploadOutput{}, nil
}
