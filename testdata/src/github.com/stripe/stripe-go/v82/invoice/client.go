// Package invoice is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package invoice

import stripe "github.com/stripe/stripe-go/v82"

// Client is used to invoke /v1/invoices APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// Pay calls /v1/invoices with the default client.
func Pay(id string, params *stripe.InvoicePayParams) (*stripe.Invoice, error) {
	return nil, nil
}

// Pay calls /v1/invoices.
func (c Client) Pay(id string, params *stripe.InvoicePayParams) (*stripe.Invoice, error) {
	return nil, nil
}

// SendInvoice calls /v1/invoices with the default client.
func SendInvoice(id string, params *stripe.InvoiceSendInvoiceParams) (*stripe.Invoice, error) {
	return nil, nil
}

// SendInvoice calls /v1/invoices.
func (c Client) SendInvoice(id string, params *stripe.InvoiceSendInvoiceParams) (*stripe.Invoice, error) {
	return nil, nil
}
