// Package api serves webhooks. It sees the repositories only through the
// facade db.Interface, whose engine also implements repo.Pipelines: an
// implementation that forwards, and does not dilute the answer.
package api

import (
	"context"

	"example.com/facade/db"
)

// PostWebhook creates the pipeline of a commit unless it exists: two
// concurrent deliveries of the hook both pass the check.
func PostWebhook(ctx context.Context, d db.Interface, commit string) error {
	ok, err := d.Exists(ctx, commit)
	if err != nil || ok {
		return err
	}
	return d.Create(ctx, commit)
}
