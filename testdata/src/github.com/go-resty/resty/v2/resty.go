// Package resty is a stub of github.com/go-resty/resty/v2.
package resty

// Client sends requests.
type Client struct{}

// Request is one request being built.
type Request struct{}

// Response is a request's answer.
type Response struct{}

// New returns a client.
func New() *Client { return &Client{} }

// R starts a request.
func (c *Client) R() *Request { return &Request{} }

// SetHeader sets a header.
func (r *Request) SetHeader(header, value string) *Request { return r }

// SetBody sets the body.
func (r *Request) SetBody(body interface{}) *Request { return r }

// Get sends a GET.
func (r *Request) Get(url string) (*Response, error) { return nil, nil }

// Post sends a POST.
func (r *Request) Post(url string) (*Response, error) { return nil, nil }

// Put sends a PUT.
func (r *Request) Put(url string) (*Response, error) { return nil, nil }

// Patch sends a PATCH.
func (r *Request) Patch(url string) (*Response, error) { return nil, nil }

// Delete sends a DELETE.
func (r *Request) Delete(url string) (*Response, error) { return nil, nil }
