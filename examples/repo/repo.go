// Package repo wraps the processed-events table and the Redis dedup keys
// that every consumer shares. idemlint summarises these wrappers, so a call
// of AlreadyProcessed in another package is a check and MarkProcessed a
// write.
package repo

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
)

// AlreadyProcessed reports whether eventID was recorded. Deciding on it
// and recording later with MarkProcessed is a check-then-act.
func AlreadyProcessed(ctx context.Context, db *sql.DB, eventID string) (bool, error) {
	var ok bool
	err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM processed_events WHERE event_id = $1)`, eventID).Scan(&ok)
	return ok, err
}

// MarkProcessed records eventID unconditionally.
func MarkProcessed(ctx context.Context, db *sql.DB, eventID string) error {
	_, err := db.ExecContext(ctx, `INSERT INTO processed_events (event_id) VALUES ($1)`, eventID)
	return err
}

// Claim records eventID and reports whether this call was the first.
func Claim(ctx context.Context, db *sql.DB, eventID string) (bool, error) {
	res, err := db.ExecContext(ctx,
		`INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING`, eventID)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

const dedupTTL = 24 * time.Hour

// FirstDeliveryBuggy reads the key and sets it on a miss: two concurrent
// deliveries both miss.
func FirstDeliveryBuggy(ctx context.Context, rdb *redis.Client, eventID string) (bool, error) {
	err := rdb.Get(ctx, "seen:"+eventID).Err() // idemlint: want checkthenact
	if err == nil {
		return false, nil
	}
	if !errors.Is(err, redis.Nil) {
		return false, err
	}
	return true, rdb.Set(ctx, "seen:"+eventID, 1, dedupTTL).Err()
}

// FirstDelivery sets the key only if absent and reports whether it did.
func FirstDelivery(ctx context.Context, rdb *redis.Client, eventID string) (bool, error) {
	return rdb.SetNX(ctx, "seen:"+eventID, 1, dedupTTL).Result() // idemlint: ok
}
