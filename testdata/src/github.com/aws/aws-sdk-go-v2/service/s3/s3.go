// Package s3 is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/s3@v1.115.0: only the declarations the tests use, with the real names, receivers and parameter names.
package s3

import (
	"context"
	"io"
)

// Options configures a Client.
type Options struct {
	Region string
}

// Client is the service client.
type Client struct {
	options Options
}

// PutObjectInput is the PutObjectInput shape.
type PutObjectInput struct {
	Bucket *string
	Key    *string
	Body   io.Reader
}

// PutObjectOutput is the PutObjectOutput shape.
type PutObjectOutput struct {
	ETag *string
}

// PutObject adds an object to a bucket.
func (c *Client) PutObject(ctx context.Context, params *PutObjectInput, optFns ...func(*Options)) (*PutObjectOutput, error) {
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
func (c *Client) CopyObject(ctx context.Context, params *CopyObjectInput, optFns ...func(*Options)) (*CopyObjectOutput, error) {
	return &CopyObjectOutput{}, nil
}

// DeleteObjectInput is the DeleteObjectInput shape.
type DeleteObjectInput struct {
	Bucket *string
	Key    *string
}

// DeleteObjectOutput is the DeleteObjectOutput shape.
type DeleteObjectOutput struct{}

// DeleteObject removes an object from a bucket.
func (c *Client) DeleteObject(ctx context.Context, params *DeleteObjectInput, optFns ...func(*Options)) (*DeleteObjectOutput, error) {
	return &DeleteObjectOutput{}, nil
}

// HeadObjectInput is the HeadObjectInput shape.
type HeadObjectInput struct {
	Bucket *string
	Key    *string
}

// HeadObjectOutput is the HeadObjectOutput shape.
type HeadObjectOutput struct {
	ETag *string
}

// HeadObject retrieves metadata from an object without returning the object itself.
func (c *Client) HeadObject(ctx context.Context, params *HeadObjectInput, optFns ...func(*Options)) (*HeadObjectOutput, error) {
	return &HeadObjectOutput{}, nil
}

// GetObjectInput is the GetObjectInput shape.
type GetObjectInput struct {
	Bucket *string
	Key    *string
}

// GetObjectOutput is the GetObjectOutput shape.
type GetObjectOutput struct {
	Body io.ReadCloser
}

// GetObject retrieves an object.
func (c *Client) GetObject(ctx context.Context, params *GetObjectInput, optFns ...func(*Options)) (*GetObjectOutput, error) {
	return &GetObjectOutput{}, nil
}

// DeleteObjectsInput is the DeleteObjectsInput shape.
type DeleteObjectsInput struct {
	Bucket *string
}

// DeleteObjectsOutput is the DeleteObjectsOutput shape.
type DeleteObjectsOutput struct{}

// DeleteObjects removes multiple objects from a bucket.
func (c *Client) DeleteObjects(ctx context.Context, params *DeleteObjectsInput, optFns ...func(*Options)) (*DeleteObjectsOutput, error) {
	return &DeleteObjectsOutput{}, nil
}

// CompleteMultipartUploadInput is the CompleteMultipartUploadInput shape.
type CompleteMultipartUploadInput struct {
	Bucket   *string
	Key      *string
	UploadId *string
}

// CompleteMultipartUploadOutput is the CompleteMultipartUploadOutput shape.
type CompleteMultipartUploadOutput struct{}

// CompleteMultipartUpload completes a multipart upload by assembling previously uploaded parts.
func (c *Client) CompleteMultipartUpload(ctx context.Context, params *CompleteMultipartUploadInput, optFns ...func(*Options)) (*CompleteMultipartUploadOutput, error) {
	return &CompleteMultipartUploadOutput{}, nil
}
