// Package azblob is an idemlint test stub of github.com/Azure/azure-sdk-for-go/sdk/storage/azblob@v1.8.0: only the declarations the tests use, with the real names, receivers and parameter names (the options and responses, aliases of the blob and blockblob packages' types there, are types of their own here).
package azblob

import (
	"context"
	"io"
	"os"
)

// Client represents a URL to an Azure Storage blob; the blob may be a block blob, append blob, or page blob.
type Client struct{}

// UploadBufferOptions contains the optional parameters for UploadBuffer.
type UploadBufferOptions struct{}

// UploadBufferResponse contains the response from UploadBuffer.
type UploadBufferResponse struct{}

// UploadFileOptions contains the optional parameters for UploadFile.
type UploadFileOptions struct{}

// UploadFileResponse contains the response from UploadFile.
type UploadFileResponse struct{}

// UploadStreamOptions contains the optional parameters for UploadStream.
type UploadStreamOptions struct{}

// UploadStreamResponse contains the response from UploadStream.
type UploadStreamResponse struct{}

// DeleteBlobOptions contains the optional parameters for DeleteBlob.
type DeleteBlobOptions struct{}

// DeleteBlobResponse contains the response from DeleteBlob.
type DeleteBlobResponse struct{}

// UploadBuffer uploads a buffer in blocks to a block blob.
func (c *Client) UploadBuffer(ctx context.Context, containerName string, blobName string, buffer []byte, o *UploadBufferOptions) (UploadBufferResponse, error) {
	return UploadBufferResponse{}, nil
}

// UploadFile uploads a file in blocks to a block blob.
func (c *Client) UploadFile(ctx context.Context, containerName string, blobName string, file *os.File, o *UploadFileOptions) (UploadFileResponse, error) {
	return UploadFileResponse{}, nil
}

// UploadStream copies the file held in io.Reader to the Blob at blockBlobClient.
func (c *Client) UploadStream(ctx context.Context, containerName string, blobName string, body io.Reader, o *UploadStreamOptions) (UploadStreamResponse, error) {
	return UploadStreamResponse{}, nil
}

// DeleteBlob marks the specified blob or snapshot for deletion.
func (c *Client) DeleteBlob(ctx context.Context, containerName string, blobName string, o *DeleteBlobOptions) (DeleteBlobResponse, error) {
	return DeleteBlobResponse{}, nil
}
