// Package retryablehttp is a stub of github.com/hashicorp/go-retryablehttp.
package retryablehttp

import (
	"context"
	"net/http"
	"net/url"
)

// Request wraps an http.Request.
type Request struct {
	*http.Request
}

// Client retries requests.
type Client struct{}

// NewClient returns a client.
func NewClient() *Client { return &Client{} }

// NewRequest builds a request.
func NewRequest(method, url string, rawBody interface{}) (*Request, error) { return nil, nil }

// NewRequestWithContext builds a request.
func NewRequestWithContext(ctx context.Context, method, url string, rawBody interface{}) (*Request, error) {
	return nil, nil
}

// Do sends the request.
func (c *Client) Do(req *Request) (*http.Response, error) { return nil, nil }

// Get sends a GET.
func (c *Client) Get(url string) (*http.Response, error) { return nil, nil }

// Post sends a POST.
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return nil, nil
}

// PostForm sends a form.
func (c *Client) PostForm(url string, data url.Values) (*http.Response, error) { return nil, nil }
