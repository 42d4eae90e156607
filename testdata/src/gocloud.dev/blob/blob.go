// Package blob is an idemlint test stub of gocloud.dev@v0.47.0/blob: only the declarations the tests use, with the real names, receivers and parameter names.
package blob

import (
	"context"
	"io"
)

// Bucket provides read, write and delete operations on objects within it.
type Bucket struct{}

// WriterOptions sets options for NewWriter.
type WriterOptions struct {
	ContentType string
}

// Writer writes bytes to a blob; the blob is written when it is closed.
type Writer struct{}

// Write implements io.Writer.
func (w *Writer) Write(p []byte) (int, error) { return len(p), nil }

// Close closes the blob writer, writing the blob.
func (w *Writer) Close() (err error) { return nil }

// NewWriter returns a Writer that writes to the blob stored at key.
func (b *Bucket) NewWriter(ctx context.Context, key string, opts *WriterOptions) (_ *Writer, err error) {
	return &Writer{}, nil
}

// WriteAll writes p to the blob stored at key.
func (b *Bucket) WriteAll(ctx context.Context, key string, p []byte, opts *WriterOptions) (err error) {
	return nil
}

// Upload reads from r and writes to the blob stored at key.
func (b *Bucket) Upload(ctx context.Context, key string, r io.Reader, opts *WriterOptions) error {
	return nil
}

// Delete deletes the blob stored at key.
func (b *Bucket) Delete(ctx context.Context, key string) error { return nil }

// Exists returns true if a blob exists at key.
func (b *Bucket) Exists(ctx context.Context, key string) (bool, error) { return false, nil }

// CopyOptions sets options for Copy.
type CopyOptions struct{}

// Copy the blob stored at srcKey to dstKey.
func (b *Bucket) Copy(ctx context.Context, dstKey, srcKey string, opts *CopyOptions) (err error) {
	return nil
}
