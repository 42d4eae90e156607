// Package psp is a hand-written client for the payment provider's REST
// API, with no SDK: one helper builds and sends every request, with the
// method its caller gives. idemlint learns from a fact on do that a call
// given POST is an irreversible effect and one given GET a read.
package psp

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Client talks to the provider at BaseURL.
type Client struct {
	BaseURL string
	HTTP    *http.Client
}

// do sends form to path with method; key, when not empty, goes as the
// Idempotency-Key header. A 409 (the first request with the key is still
// being processed) is retried a few times, as the provider asks.
func (c *Client) do(ctx context.Context, method, path string, form url.Values, key string) error {
	var status int
	for range 20 {
		req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, strings.NewReader(form.Encode()))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if key != "" {
			req.Header.Set("Idempotency-Key", key)
		}
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return err
		}
		status = resp.StatusCode
		if status != http.StatusConflict {
			break
		}
		time.Sleep(25 * time.Millisecond)
	}
	if status/100 != 2 {
		return fmt.Errorf("psp: %s %s: %d", method, path, status)
	}
	return nil
}

// Refund refunds the payment intent, with no idempotency key.
func (c *Client) Refund(ctx context.Context, paymentIntent string) error {
	return c.do(ctx, http.MethodPost, "/v1/refunds", url.Values{"payment_intent": {paymentIntent}}, "")
}

// RefundKeyed refunds the payment intent under the idempotency key: the
// provider answers a retry with the first refund.
func (c *Client) RefundKeyed(ctx context.Context, paymentIntent, key string) error {
	return c.do(ctx, http.MethodPost, "/v1/refunds", url.Values{"payment_intent": {paymentIntent}}, key)
}
