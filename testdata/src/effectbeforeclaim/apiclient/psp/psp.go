// Package psp is a hand-written payment provider client: one helper builds
// and sends every request, with the method its caller gives.
package psp

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

// Client talks to the provider.
type Client struct {
	base string
	http *http.Client
}

// do sends a request with the method and path its caller gives.
func (c *Client) do(ctx context.Context, method, path string, in any) error {
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Refund refunds a payment.
func (c *Client) Refund(ctx context.Context, paymentID string) error {
	return c.do(ctx, http.MethodPost, "/refunds", map[string]string{"payment": paymentID})
}

// Status reads a payment's status.
func (c *Client) Status(ctx context.Context, paymentID string) error {
	return c.do(ctx, http.MethodGet, "/payments/"+paymentID, nil)
}

// NewRequest builds a request to the provider, go-github style.
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	req, err := http.NewRequest(method, c.base+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	return req, nil
}

// Do sends a request built by NewRequest.
func (c *Client) Do(ctx context.Context, req *http.Request) error {
	resp, err := c.http.Do(req.WithContext(ctx))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// send sends a request with the method its caller gives, under the
// idempotency key when one is given.
func (c *Client) send(ctx context.Context, method, path, key string) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, nil)
	if err != nil {
		return err
	}
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Payout pays out with no key: the empty key sends no header.
func (c *Client) Payout(ctx context.Context, id string) error {
	return c.send(ctx, http.MethodPost, "/payouts/"+id, "")
}

// PayoutKeyed pays out under the caller's key.
func (c *Client) PayoutKeyed(ctx context.Context, id, key string) error {
	return c.send(ctx, http.MethodPost, "/payouts/"+id, key)
}
