// Package welcomeapp is the service's wiring, as its main would do it: it
// registers the welcome handlers with the consumer.
package welcomeapp

import (
	"database/sql"

	"github.com/aws/aws-sdk-go-v2/service/sesv2"

	"github.com/idemlint/idemlint/proofs/handlers/bus"
	"github.com/idemlint/idemlint/proofs/handlers/welcome"
)

// Wire returns the consumer with the buggy handler registered for
// "welcome-buggy" events and the correct one for "welcome" events.
func Wire(db *sql.DB, ses *sesv2.Client) *bus.Consumer {
	h := &welcome.Handlers{DB: db, SES: ses}
	c := &bus.Consumer{}
	c.Register("welcome-buggy", h.WelcomeBuggy)
	c.Register("welcome", h.Welcome)
	return c
}
