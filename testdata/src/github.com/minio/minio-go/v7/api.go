// Package minio is an idemlint test stub of github.com/minio/minio-go/v7@v7.4.1: only the declarations the tests use, with the real names, receivers and parameter names.
package minio

import (
	"context"
	"io"
)

// Client implements the Amazon S3 compatible methods.
type Client struct{}

// PutObjectOptions represents options specified by the user for a PutObject call.
type PutObjectOptions struct {
	ContentType string
}

// UploadInfo contains information about the newly uploaded object.
type UploadInfo struct {
	Bucket string
	Key    string
}

// PutObject creates an object in a bucket.
func (c *Client) PutObject(ctx context.Context, bucketName, objectName string, reader io.Reader, size int64,
	opts PutObjectOptions,
) (info UploadInfo, err error) {
	return UploadInfo{}, nil
}

// FPutObject creates an object in a bucket, with contents from file at filePath.
func (c *Client) FPutObject(ctx context.Context, bucketName, objectName, filePath string, opts PutObjectOptions) (info UploadInfo, err error) {
	return UploadInfo{}, nil
}

// RemoveObjectOptions represents options specified by the user for a RemoveObject call.
type RemoveObjectOptions struct {
	VersionID string
}

// RemoveObject removes an object from a bucket.
func (c *Client) RemoveObject(ctx context.Context, bucketName, objectName string, opts RemoveObjectOptions) error {
	return nil
}

// CopyDestOptions represents options specified by the user for the destination of a copy.
type CopyDestOptions struct {
	Bucket string
	Object string
}

// CopySrcOptions represents a source object to be copied.
type CopySrcOptions struct {
	Bucket string
	Object string
}

// CopyObject copies a source object to a destination object.
func (c *Client) CopyObject(ctx context.Context, dst CopyDestOptions, src CopySrcOptions) (UploadInfo, error) {
	return UploadInfo{}, nil
}
