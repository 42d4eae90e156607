package producer

import (
	"net/http"

	gonanoid "github.com/matoous/go-nanoid"
)

// A Standard Webhooks message id from go-nanoid's v1 module is minted on
// every attempt; one taken from the event is the same on each.
func NanoidWebhookID(req *http.Request) {
	id, _ := gonanoid.Nanoid()
	req.Header.Set("webhook-id", id) // want `req.Header.Set webhook-id takes a key from gonanoid.Nanoid at line 12`
}

func EventWebhookID(req *http.Request, eventID string) {
	req.Header.Set("webhook-id", "evt_"+eventID)
}
