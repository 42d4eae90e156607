// Package manager is an idemlint test stub of github.com/aws/aws-sdk-go-v2/feature/s3/manager@v1.23.26: only the declarations the tests use, with the real names, receivers and parameter names.
package manager

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// Uploader uploads objects to S3, in parts when they are large.
type Uploader struct {
	PartSize int64
}

// UploadAPIClient is the S3 API client an Uploader needs.
type UploadAPIClient interface {
	PutObject(context.Context, *s3.PutObjectInput, ...func(*s3.Options)) (*s3.PutObjectOutput, error)
}

// NewUploader returns an Uploader that uploads with client.
func NewUploader(client UploadAPIClient, options ...func(*Uploader)) *Uploader {
	return &Uploader{}
}

// UploadOutput represents a response from the Upload() call.
type UploadOutput struct {
	Location string
}

// Upload uploads an object to S3.
func (u Uploader) Upload(ctx context.Context, input *s3.PutObjectInput, opts ...func(*Uploader)) (
	*UploadOutput, error,
) {
	return &UploadOutput{}, nil
}
