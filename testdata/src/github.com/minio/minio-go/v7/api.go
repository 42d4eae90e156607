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
