// Package payments is an SDK's client for a payments API.
package payments

import (
	"context"
	"net/http"
	"strconv"
	"time"
)

// Client calls the payments API.
type Client struct {
	URL  string
	HTTP *http.Client
}

// Create creates a payment. Its idempotency key is minted on every call,
// so a caller that retries a timed-out Create is charged twice.
func (c *Client) Create(ctx context.Context, amount int) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL+"/payments?amount="+strconv.Itoa(amount), nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", strconv.FormatInt(time.Now().UnixNano(), 10))
	res, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return res.Body.Close()
}
