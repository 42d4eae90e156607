// Package payout is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package payout

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/payouts APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/payouts with the default client.
func New(params *stripe.PayoutParams) (*stripe.Payout, error) {
	return nil, nil
}

// New calls /v1/payouts.
func (c Client) New(params *stripe.PayoutParams) (*stripe.Payout, error) {
	return nil, nil
}

// Reverse calls /v1/payouts with the default client.
func Reverse(id string, params *stripe.PayoutReverseParams) (*stripe.Payout, error) {
	return nil, nil
}

// Reverse calls /v1/payouts.
func (c Client) Reverse(id string, params *stripe.PayoutReverseParams) (*stripe.Payout, error) {
	return nil, nil
}
