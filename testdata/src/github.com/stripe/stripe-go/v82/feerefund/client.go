// Package feerefund is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package feerefund

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/application_fees/{id}/refunds APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/application_fees/{id}/refunds with the default client.
func New(params *stripe.FeeRefundParams) (*stripe.FeeRefund, error) {
	return nil, nil
}

// New calls /v1/application_fees/{id}/refunds.
func (c Client) New(params *stripe.FeeRefundParams) (*stripe.FeeRefund, error) {
	return nil, nil
}
