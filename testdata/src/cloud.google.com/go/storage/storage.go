// Package storage is an idemlint test stub of cloud.google.com/go/storage@v1.67.0: only the declarations the tests use, with the real names, receivers and parameter names.
package storage

import "context"

// Client is a client for Cloud Storage.
type Client struct{}

// BucketHandle provides operations on a bucket.
type BucketHandle struct{}

// ObjectHandle provides operations on an object.
type ObjectHandle struct{}

// Writer writes a Cloud Storage object; the object is written when it is closed.
type Writer struct {
	ContentType string
}

// Bucket returns a BucketHandle for the bucket name.
func (c *Client) Bucket(name string) *BucketHandle { return &BucketHandle{} }

// Object returns an ObjectHandle for the object name.
func (b *BucketHandle) Object(name string) *ObjectHandle { return &ObjectHandle{} }

// NewWriter returns a storage Writer that writes to the object.
func (o *ObjectHandle) NewWriter(ctx context.Context) *Writer { return &Writer{} }

// Write appends to w.
func (w *Writer) Write(p []byte) (int, error) { return len(p), nil }

// Close completes the write operation and flushes any buffered data.
func (w *Writer) Close() error { return nil }
