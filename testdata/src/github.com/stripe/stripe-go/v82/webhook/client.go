// Package webhook is an idemlint test stub of github.com/stripe/stripe-go/v82@v82.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package webhook

import (
	"time"

	stripe "github.com/stripe/stripe-go/v82"
)

// DefaultTolerance is the default maximum age of a signature.
const DefaultTolerance time.Duration = 300 * time.Second

// ConstructEventOptions configures ConstructEventWithOptions.
type ConstructEventOptions struct {
	Tolerance                time.Duration
	IgnoreTolerance          bool
	IgnoreAPIVersionMismatch bool
}

// ConstructEvent verifies the Stripe-Signature header and decodes payload.
func ConstructEvent(payload []byte, header string, secret string) (stripe.Event, error) {
	return stripe.Event{}, nil
}

// ConstructEventIgnoringTolerance is ConstructEvent without the age check.
func ConstructEventIgnoringTolerance(payload []byte, header string, secret string) (stripe.Event, error) {
	return stripe.Event{}, nil
}

// ConstructEventWithTolerance is ConstructEvent with a custom age limit.
func ConstructEventWithTolerance(payload []byte, header string, secret string, tolerance time.Duration) (stripe.Event, error) {
	return stripe.Event{}, nil
}

// ConstructEventWithOptions is ConstructEvent configured by options.
func ConstructEventWithOptions(payload []byte, header string, secret string, options ConstructEventOptions) (stripe.Event, error) {
	return stripe.Event{}, nil
}

// ValidatePayload verifies the Stripe-Signature header of payload.
func ValidatePayload(payload []byte, header string, secret string) error {
	return nil
}

// ValidatePayloadIgnoringTolerance is ValidatePayload without the age check.
func ValidatePayloadIgnoringTolerance(payload []byte, header string, secret string) error {
	return nil
}

// ValidatePayloadWithTolerance is ValidatePayload with a custom age limit.
func ValidatePayloadWithTolerance(payload []byte, header string, secret string, tolerance time.Duration) error {
	return nil
}
