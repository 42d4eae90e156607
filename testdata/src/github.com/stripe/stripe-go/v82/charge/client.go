// Package charge is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package charge

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/charges APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/charges with the default client.
func New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	return nil, nil
}

// New calls /v1/charges.
func (c Client) New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	return nil, nil
}

// Capture calls /v1/charges with the default client.
func Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) {
	return nil, nil
}

// Capture calls /v1/charges.
func (c Client) Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) {
	return nil, nil
}
