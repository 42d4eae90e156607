package stripe

import "context"

// Client is the Stripe client: one service per API resource.
type Client struct {
	V1PaymentIntents            *v1PaymentIntentService
	V1Charges                   *v1ChargeService
	V1Refunds                   *v1RefundService
	V1Transfers                 *v1TransferService
	V1TransferReversals         *v1TransferReversalService
	V1Payouts                   *v1PayoutService
	V1Invoices                  *v1InvoiceService
	V1Subscriptions             *v1SubscriptionService
	V1Topups                    *v1TopupService
	V1FeeRefunds                *v1FeeRefundService
	V1CreditNotes               *v1CreditNoteService
	V1TreasuryOutboundPayments  *v1TreasuryOutboundPaymentService
	V1TreasuryOutboundTransfers *v1TreasuryOutboundTransferService
	V1BillingMeterEvents        *v1BillingMeterEventService
}

type clientConfig struct{}

// ClientOption configures NewClient.
type ClientOption func(*clientConfig)

// NewClient returns a Client that authenticates with key.
func NewClient(key string, opts ...ClientOption) *Client {
	return &Client{}
}

// ConstructEvent verifies the signature header and decodes payload.
func (c *Client) ConstructEvent(payload []byte, header string, secret string, opts ...WebhookOption) (Event, error) {
	return Event{}, nil
}

// ParseThinEvent verifies the signature header and decodes a thin event.
func (c *Client) ParseThinEvent(payload []byte, header string, secret string, opts ...WebhookOption) (*ThinEvent, error) {
	return nil, nil
}

type v1PaymentIntentService struct {
	B   Backend
	Key string
}

func (c v1PaymentIntentService) Create(ctx context.Context, params *PaymentIntentCreateParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Confirm(ctx context.Context, id string, params *PaymentIntentConfirmParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Capture(ctx context.Context, id string, params *PaymentIntentCaptureParams) (*PaymentIntent, error) {
	return nil, nil
}

type v1ChargeService struct {
	B   Backend
	Key string
}

func (c v1ChargeService) Create(ctx context.Context, params *ChargeCreateParams) (*Charge, error) {
	return nil, nil
}

func (c v1ChargeService) Capture(ctx context.Context, id string, params *ChargeCaptureParams) (*Charge, error) {
	return nil, nil
}

type v1RefundService struct {
	B   Backend
	Key string
}

func (c v1RefundService) Create(ctx context.Context, params *RefundCreateParams) (*Refund, error) {
	return nil, nil
}

type v1TransferService struct {
	B   Backend
	Key string
}

func (c v1TransferService) Create(ctx context.Context, params *TransferCreateParams) (*Transfer, error) {
	return nil, nil
}

type v1TransferReversalService struct {
	B   Backend
	Key string
}

func (c v1TransferReversalService) Create(ctx context.Context, params *TransferReversalCreateParams) (*TransferReversal, error) {
	return nil, nil
}

type v1PayoutService struct {
	B   Backend
	Key string
}

func (c v1PayoutService) Create(ctx context.Context, params *PayoutCreateParams) (*Payout, error) {
	return nil, nil
}

func (c v1PayoutService) Reverse(ctx context.Context, id string, params *PayoutReverseParams) (*Payout, error) {
	return nil, nil
}

type v1InvoiceService struct {
	B   Backend
	Key string
}

func (c v1InvoiceService) Pay(ctx context.Context, id string, params *InvoicePayParams) (*Invoice, error) {
	return nil, nil
}

func (c v1InvoiceService) SendInvoice(ctx context.Context, id string, params *InvoiceSendInvoiceParams) (*Invoice, error) {
	return nil, nil
}

type v1SubscriptionService struct {
	B   Backend
	Key string
}

func (c v1SubscriptionService) Create(ctx context.Context, params *SubscriptionCreateParams) (*Subscription, error) {
	return nil, nil
}

type v1TopupService struct {
	B   Backend
	Key string
}

func (c v1TopupService) Create(ctx context.Context, params *TopupCreateParams) (*Topup, error) {
	return nil, nil
}

type v1FeeRefundService struct {
	B   Backend
	Key string
}

func (c v1FeeRefundService) Create(ctx context.Context, params *FeeRefundCreateParams) (*FeeRefund, error) {
	return nil, nil
}

type v1CreditNoteService struct {
	B   Backend
	Key string
}

func (c v1CreditNoteService) Create(ctx context.Context, params *CreditNoteCreateParams) (*CreditNote, error) {
	return nil, nil
}

type v1TreasuryOutboundPaymentService struct {
	B   Backend
	Key string
}

func (c v1TreasuryOutboundPaymentService) Create(ctx context.Context, params *TreasuryOutboundPaymentCreateParams) (*TreasuryOutboundPayment, error) {
	return nil, nil
}

type v1TreasuryOutboundTransferService struct {
	B   Backend
	Key string
}

func (c v1TreasuryOutboundTransferService) Create(ctx context.Context, params *TreasuryOutboundTransferCreateParams) (*TreasuryOutboundTransfer, error) {
	return nil, nil
}

type v1BillingMeterEventService struct {
	B   Backend
	Key string
}

func (c v1BillingMeterEventService) Create(ctx context.Context, params *BillingMeterEventCreateParams) (*BillingMeterEvent, error) {
	return nil, nil
}
