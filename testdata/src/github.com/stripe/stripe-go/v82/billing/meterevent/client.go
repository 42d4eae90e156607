// Package meterevent is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package meterevent

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/billing/meter_events APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/billing/meter_events with the default client.
func New(params *stripe.BillingMeterEventParams) (*stripe.BillingMeterEvent, error) {
	return nil, nil
}

// New calls /v1/billing/meter_events.
func (c Client) New(params *stripe.BillingMeterEventParams) (*stripe.BillingMeterEvent, error) {
	return nil, nil
}
