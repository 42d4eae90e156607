// Package repo calls database/sql through the data layer's handle and
// imports nothing of it itself.
package repo

import (
	"context"

	"checkthenact/handle/data"
)

type configs struct{ data *data.Data }

// Bad: a get-or-create of a user's setting, found by its natural key.
func (r *configs) Save(ctx context.Context, userID, source, channels string) error {
	var id int64
	err := r.data.DB.QueryRowContext(ctx, "SELECT id FROM notification_configs WHERE user_id = $1 AND source = $2", userID, source).Scan(&id) // want `r.data.DB.QueryRowContext decides whether r.data.DB.ExecContext at line \d+ runs`
	if err == nil {
		_, err = r.data.DB.ExecContext(ctx, "UPDATE notification_configs SET channels = $1 WHERE id = $2", channels, id)
		return err
	}
	_, err = r.data.DB.ExecContext(ctx, "INSERT INTO notification_configs (user_id, source, channels) VALUES ($1, $2, $3)", userID, source, channels)
	return err
}

// Good: one statement.
func (r *configs) Upsert(ctx context.Context, userID, source, channels string) error {
	_, err := r.data.DB.ExecContext(ctx, "INSERT INTO notification_configs (user_id, source, channels) VALUES ($1, $2, $3) ON CONFLICT (user_id, source) DO UPDATE SET channels = excluded.channels", userID, source, channels)
	return err
}
