// Package httpclients sets idempotency keys through resty.
package httpclients

import (
	"github.com/go-resty/resty/v2"
	"github.com/google/uuid"
)

// Bad: a fresh key per attempt.
func Charge(rc *resty.Client, body []byte) error {
	_, err := rc.R().SetHeader("Idempotency-Key", uuid.NewString()).SetBody(body).Post("https://pay.example.com/charges") // want `rc.R\(…\).SetHeader Idempotency-Key takes a key from uuid.NewString`
	return err
}

// Good: the order's id.
func ChargeOrder(rc *resty.Client, orderID string, body []byte) error {
	_, err := rc.R().SetHeader("Idempotency-Key", "charge-"+orderID).SetBody(body).Post("https://pay.example.com/charges")
	return err
}
