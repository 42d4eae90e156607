// Package paypal is an idemlint test stub of github.com/plutov/paypal/v4@v4.8.0: only the declarations the tests use, with the real names, receivers and parameter names.
package paypal

import (
	"context"
	"net/http"
)

type (
	// CaptureOrderRequest captures an order.
	CaptureOrderRequest struct{}
	// CaptureOrderResponse is a captured order.
	CaptureOrderResponse struct{ ID string }
	// CaptureOrderMockResponse asks the sandbox for an error.
	CaptureOrderMockResponse struct{}
	// AuthorizeOrderRequest authorizes an order.
	AuthorizeOrderRequest struct{}
	// AuthorizeOrderResponse is an authorization.
	AuthorizeOrderResponse struct{ ID string }
	// PaymentCaptureRequest captures an authorization.
	PaymentCaptureRequest struct{}
	// PaymentCaptureResponse is a capture.
	PaymentCaptureResponse struct{ ID string }
	// RefundCaptureRequest refunds a capture.
	RefundCaptureRequest struct{}
	// RefundResponse is a refund.
	RefundResponse struct{ ID string }
	// Amount is an amount of money.
	Amount struct{ Total string }
	// Refund is a refund of a sale.
	Refund struct{ ID string }
	// CaptureRequest captures a subscription payment.
	CaptureRequest struct{}
	// SubscriptionCaptureResponse is a subscription capture.
	SubscriptionCaptureResponse struct{}
	// SenderBatchHeader identifies a payout batch.
	SenderBatchHeader struct {
		EmailSubject  string
		SenderBatchID string
	}
	// PayoutItem is one payment of a batch.
	PayoutItem struct{ Receiver string }
	// Payout is a batch of payments.
	Payout struct {
		SenderBatchHeader *SenderBatchHeader
		Items             []PayoutItem
	}
	// PayoutResponse is a created batch.
	PayoutResponse struct{}
	// VerifyWebhookResponse is a signature check's answer.
	VerifyWebhookResponse struct{ VerificationStatus string }
)

// Client calls the PayPal API.
type Client struct{}

// NewClient returns a client.
func NewClient(clientID string, secret string, APIBase string) (*Client, error) {
	return &Client{}, nil
}

func (c *Client) CaptureOrder(ctx context.Context, orderID string, captureOrderRequest CaptureOrderRequest) (*CaptureOrderResponse, error) {
	return nil, nil
}

func (c *Client) CaptureOrderWithPaypalRequestId(ctx context.Context, orderID string, captureOrderRequest CaptureOrderRequest, requestID string, mockResponse *CaptureOrderMockResponse) (*CaptureOrderResponse, error) {
	return nil, nil
}

func (c *Client) AuthorizeOrder(ctx context.Context, orderID string, authorizeOrderRequest AuthorizeOrderRequest) (*AuthorizeOrderResponse, error) {
	return nil, nil
}

func (c *Client) CaptureAuthorization(ctx context.Context, authID string, paymentCaptureRequest *PaymentCaptureRequest) (*PaymentCaptureResponse, error) {
	return nil, nil
}

func (c *Client) CaptureAuthorizationWithPaypalRequestId(ctx context.Context, authID string, paymentCaptureRequest *PaymentCaptureRequest, requestID string) (*PaymentCaptureResponse, error) {
	return nil, nil
}

func (c *Client) RefundCapture(ctx context.Context, captureID string, refundCaptureRequest RefundCaptureRequest) (*RefundResponse, error) {
	return nil, nil
}

func (c *Client) RefundCaptureWithPaypalRequestId(ctx context.Context, captureID string, refundCaptureRequest RefundCaptureRequest, requestID string) (*RefundResponse, error) {
	return nil, nil
}

func (c *Client) RefundSale(ctx context.Context, saleID string, a *Amount) (*Refund, error) {
	return nil, nil
}

func (c *Client) CaptureSubscription(ctx context.Context, subscriptionId string, request CaptureRequest) (*SubscriptionCaptureResponse, error) {
	return nil, nil
}

func (c *Client) CreatePayout(ctx context.Context, p Payout) (*PayoutResponse, error) {
	return nil, nil
}

func (c *Client) CreateSinglePayout(ctx context.Context, p Payout) (*PayoutResponse, error) {
	return nil, nil
}

func (c *Client) VerifyWebhookSignature(ctx context.Context, httpReq *http.Request, webhookID string) (*VerifyWebhookResponse, error) {
	return nil, nil
}
