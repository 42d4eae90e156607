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

// ObjectAttrs represents the metadata for a Google Cloud Storage object.
type ObjectAttrs struct {
	Name string
}

// Delete deletes the single specified object.
func (o *ObjectHandle) Delete(ctx context.Context) (err error) { return nil }

// Copier copies a source object to a destination.
type Copier struct{}

// CopierFrom creates a Copier that can copy src to dst.
func (o *ObjectHandle) CopierFrom(src *ObjectHandle) *Copier { return &Copier{} }

// Run performs the copy.
func (c *Copier) Run(ctx context.Context) (attrs *ObjectAttrs, err error) { return &ObjectAttrs{}, nil }

// Composer composes source objects into a destination object.
type Composer struct{}

// ComposerFrom creates a Composer that can compose srcs into dst.
func (o *ObjectHandle) ComposerFrom(srcs ...*ObjectHandle) *Composer { return &Composer{} }

// Run performs the compose operation.
func (c *Composer) Run(ctx context.Context) (attrs *ObjectAttrs, err error) {
	return &ObjectAttrs{}, nil
}
