// Package razorpay is an idemlint test stub of github.com/razorpay/razorpay-go@v1.3.3: only the declarations the tests use, with the real names, receivers and parameter names.
package razorpay

import "github.com/razorpay/razorpay-go/resources"

// Client holds the resources.
type Client struct {
	Payment  *resources.Payment
	Refund   *resources.Refund
	Transfer *resources.Transfer
}

// NewClient returns a client.
func NewClient(key string, secret string) *Client {
	return &Client{Payment: &resources.Payment{}, Refund: &resources.Refund{}, Transfer: &resources.Transfer{}}
}
