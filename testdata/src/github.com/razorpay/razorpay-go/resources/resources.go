// Package resources is an idemlint test stub of github.com/razorpay/razorpay-go@v1.3.3/resources: only the declarations the tests use, with the real names, receivers and parameter names.
package resources

// Payment is the payments resource.
type Payment struct{}

func (p *Payment) Capture(paymentID string, amount int, data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}

func (p *Payment) Refund(paymentID string, amount int, data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}

func (p *Payment) Transfer(paymentID string, data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}

func (p *Payment) CreateRecurringPayment(data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}

// Refund is the refunds resource.
type Refund struct{}

func (refund *Refund) Create(data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}

// Transfer is the transfers resource.
type Transfer struct{}

func (t *Transfer) Create(data map[string]interface{}, extraHeaders map[string]string) (map[string]interface{}, error) {
	return nil, nil
}
