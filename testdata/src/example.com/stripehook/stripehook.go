package stripehook // want package:"exports summaries"

// The package verifies Stripe webhooks from the body bytes: a
// verification helper in a package of its own.

import stripe "github.com/stripe/stripe-go/v82"

// Verify checks the signature of body and returns the event.
func Verify(body []byte, sig string) (stripe.Event, error) { // want Verify:`verifies`
	return stripe.ConstructEvent(body, sig, "whsec")
}
