package stripe

// PaymentIntent is an API resource.
type PaymentIntent struct {
	ID string
}

// Charge is an API resource.
type Charge struct {
	ID string
}

// Refund is an API resource.
type Refund struct {
	ID string
}

// Transfer is an API resource.
type Transfer struct {
	ID string
}

// TransferReversal is an API resource.
type TransferReversal struct {
	ID string
}

// Payout is an API resource.
type Payout struct {
	ID string
}

// Invoice is an API resource.
type Invoice struct {
	ID string
}

// Subscription is an API resource.
type Subscription struct {
	ID string
}

// Topup is an API resource.
type Topup struct {
	ID string
}

// FeeRefund is an API resource.
type FeeRefund struct {
	ID string
}

// CreditNote is an API resource.
type CreditNote struct {
	ID string
}

// TreasuryOutboundPayment is an API resource.
type TreasuryOutboundPayment struct {
	ID string
}

// TreasuryOutboundTransfer is an API resource.
type TreasuryOutboundTransfer struct {
	ID string
}

// PaymentIntentParams are the parameters of one API call.
type PaymentIntentParams struct {
	Params
	Amount        *int64
	Currency      *string
	Customer      *string
	PaymentMethod *string
}

// ChargeParams are the parameters of one API call.
type ChargeParams struct {
	Params
	Amount   *int64
	Currency *string
	Customer *string
}

// RefundParams are the parameters of one API call.
type RefundParams struct {
	Params
	Amount        *int64
	Charge        *string
	PaymentIntent *string
}

// TransferParams are the parameters of one API call.
type TransferParams struct {
	Params
	Amount      *int64
	Currency    *string
	Destination *string
}

// TransferReversalParams are the parameters of one API call.
type TransferReversalParams struct {
	Params
	ID     *string
	Amount *int64
}

// PayoutParams are the parameters of one API call.
type PayoutParams struct {
	Params
	Amount   *int64
	Currency *string
}

// SubscriptionParams are the parameters of one API call.
type SubscriptionParams struct {
	Params
	Customer *string
}

// TopupParams are the parameters of one API call.
type TopupParams struct {
	Params
	Amount   *int64
	Currency *string
}

// FeeRefundParams are the parameters of one API call.
type FeeRefundParams struct {
	Params
	ID     *string
	Amount *int64
}

// CreditNoteParams are the parameters of one API call.
type CreditNoteParams struct {
	Params
	Amount  *int64
	Invoice *string
}

// TreasuryOutboundPaymentParams are the parameters of one API call.
type TreasuryOutboundPaymentParams struct {
	Params
	Amount           *int64
	Currency         *string
	FinancialAccount *string
}

// TreasuryOutboundTransferParams are the parameters of one API call.
type TreasuryOutboundTransferParams struct {
	Params
	Amount           *int64
	Currency         *string
	FinancialAccount *string
}

// PaymentIntentCreateParams are the parameters of one API call.
type PaymentIntentCreateParams struct {
	Params
	Amount        *int64
	Currency      *string
	Customer      *string
	PaymentMethod *string
}

// ChargeCreateParams are the parameters of one API call.
type ChargeCreateParams struct {
	Params
	Amount   *int64
	Currency *string
	Customer *string
}

// RefundCreateParams are the parameters of one API call.
type RefundCreateParams struct {
	Params
	Amount        *int64
	Charge        *string
	PaymentIntent *string
}

// TransferCreateParams are the parameters of one API call.
type TransferCreateParams struct {
	Params
	Amount      *int64
	Currency    *string
	Destination *string
}

// TransferReversalCreateParams are the parameters of one API call.
type TransferReversalCreateParams struct {
	Params
	ID     *string
	Amount *int64
}

// PayoutCreateParams are the parameters of one API call.
type PayoutCreateParams struct {
	Params
	Amount   *int64
	Currency *string
}

// SubscriptionCreateParams are the parameters of one API call.
type SubscriptionCreateParams struct {
	Params
	Customer *string
}

// TopupCreateParams are the parameters of one API call.
type TopupCreateParams struct {
	Params
	Amount   *int64
	Currency *string
}

// FeeRefundCreateParams are the parameters of one API call.
type FeeRefundCreateParams struct {
	Params
	ID     *string
	Amount *int64
}

// CreditNoteCreateParams are the parameters of one API call.
type CreditNoteCreateParams struct {
	Params
	Amount  *int64
	Invoice *string
}

// TreasuryOutboundPaymentCreateParams are the parameters of one API call.
type TreasuryOutboundPaymentCreateParams struct {
	Params
	Amount           *int64
	Currency         *string
	FinancialAccount *string
}

// TreasuryOutboundTransferCreateParams are the parameters of one API call.
type TreasuryOutboundTransferCreateParams struct {
	Params
	Amount           *int64
	Currency         *string
	FinancialAccount *string
}

// PaymentIntentConfirmParams are the parameters of one API call.
type PaymentIntentConfirmParams struct {
	Params
	PaymentMethod *string
}

// PaymentIntentCaptureParams are the parameters of one API call.
type PaymentIntentCaptureParams struct {
	Params
	AmountToCapture *int64
}

// ChargeCaptureParams are the parameters of one API call.
type ChargeCaptureParams struct {
	Params
	Amount *int64
}

// PayoutReverseParams are the parameters of one API call.
type PayoutReverseParams struct {
	Params
}

// InvoicePayParams are the parameters of one API call.
type InvoicePayParams struct {
	Params
	PaymentMethod *string
}

// InvoiceSendInvoiceParams are the parameters of one API call.
type InvoiceSendInvoiceParams struct {
	Params
}

// BillingMeterEventParams are the parameters of one API call.
type BillingMeterEventParams struct {
	Params
	EventName  *string
	Identifier *string
	Payload    map[string]string
}

// BillingMeterEventCreateParams are the parameters of one API call.
type BillingMeterEventCreateParams struct {
	Params
	EventName  *string
	Identifier *string
	Payload    map[string]string
}

// BillingMeterEvent is the resource.
type BillingMeterEvent struct {
	Identifier string
}
