// Package outboundtransfer is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package outboundtransfer

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/treasury/outbound_transfers APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New calls /v1/treasury/outbound_transfers with the default client.
func New(params *stripe.TreasuryOutboundTransferParams) (*stripe.TreasuryOutboundTransfer, error) {
	return nil, nil
}

// New calls /v1/treasury/outbound_transfers.
func (c Client) New(params *stripe.TreasuryOutboundTransferParams) (*stripe.TreasuryOutboundTransfer, error) {
	return nil, nil
}
