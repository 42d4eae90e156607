// Package handler checks then acts through the store's wrappers.
package handler

import (
	"context"
	"database/sql"

	"example.com/fleet/store"
)

// Ship records a shipment unless the store says there is one.
func Ship(ctx context.Context, db *sql.DB, orderID string) error {
	seen, err := store.Seen(ctx, db, orderID)
	if err != nil || seen {
		return err
	}
	return store.Save(ctx, db, orderID)
}
