package producer

import (
	"testing"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
)

func TestCharge(t *testing.T) {
	p := &stripe.PaymentIntentParams{}
	p.SetIdempotencyKey(uuid.NewString())
}
