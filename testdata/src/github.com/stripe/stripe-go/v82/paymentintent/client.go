// Package paymentintent is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package paymentintent

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/payment_intents APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/payment_intents with the default client.
func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

// New calls /v1/payment_intents.
func (c Client) New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

// Confirm calls /v1/payment_intents with the default client.
func Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

// Confirm calls /v1/payment_intents.
func (c Client) Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

// Capture calls /v1/payment_intents with the default client.
func Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

// Capture calls /v1/payment_intents.
func (c Client) Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}
