// Package inboxapp is the service's wiring, as its main would do it: it
// builds the PostgreSQL store and the handlers on it.
package inboxapp

import (
	"database/sql"

	"github.com/idemlint/idemlint/proofs/handlers/inbox"
	"github.com/idemlint/idemlint/proofs/handlers/inboxpg"
)

// Wire returns the inbox handlers on db.
func Wire(db *sql.DB) (*inbox.Handler, *inbox.ClaimHandler) {
	store := &inboxpg.Inbox{DB: db}
	return inbox.NewHandler(store), inbox.NewClaimHandler(store)
}
