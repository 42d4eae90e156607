// Package rediscase: dedup checks through go-redis.
package rediscase

import (
	"context"
	"net/smtp"
	"time"

	"github.com/redis/go-redis/v9"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: GET, redis.Nil, mail, SET.
func getThenSet(ctx context.Context, rdb *redis.Client, id, to string) error {
	key := "processed:" + id
	_, err := rdb.Get(ctx, key).Result() // want `rdb.Get decides whether send at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — claim the key atomically with SetNX and act only if it was set`
	if err != redis.Nil {
		return err
	}
	if err := send(to); err != nil {
		return err
	}
	return rdb.Set(ctx, key, "1", 24*time.Hour).Err()
}

// Good: setting the same key twice is harmless when nothing else is guarded
// and the result is not handed out as a claim.
func existsThenSet(ctx context.Context, rdb *redis.Client, id string) error {
	n, err := rdb.Exists(ctx, "processed:"+id).Result()
	if err != nil || n > 0 {
		return err
	}
	return rdb.Set(ctx, "processed:"+id, "1", time.Hour).Err()
}

// Bad: EXISTS with the key spelled twice, guarding a publish.
func existsThenPublish(ctx context.Context, rdb *redis.Client, id, to string) error {
	n, err := rdb.Exists(ctx, "processed:"+id).Result() // want `rdb.Exists decides whether send at line \d+ runs`
	if err != nil || n > 0 {
		return err
	}
	if err := send(to); err != nil {
		return err
	}
	return rdb.Set(ctx, "processed:"+id, "1", time.Hour).Err()
}

// Good: SetNX is the claim.
func setNX(ctx context.Context, rdb *redis.Client, id, to string) error {
	if rdb.Exists(ctx, "processed:"+id).Val() > 0 {
		return nil
	}
	ok, err := rdb.SetNX(ctx, "processed:"+id, "1", time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return send(to)
}

// Good: a cache-aside fill guards nothing irreversible.
func cacheAside(ctx context.Context, rdb *redis.Client, id string, load func(string) string) string {
	key := "profile:" + id
	v, err := rdb.Get(ctx, key).Result()
	if err == redis.Nil {
		v = load(id)
		rdb.Set(ctx, key, v, time.Minute)
	}
	return v
}

// Good: the check runs inside Watch; EXEC fails if the key changed.
func watched(ctx context.Context, rdb *redis.Client, id string) error {
	key := "processed:" + id
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Exists(ctx, key).Result()
		if err != nil || n > 0 {
			return err
		}
		return tx.Set(ctx, key, "1", time.Hour).Err()
	}, key)
}

// Bad: a SETNX lock with a TTL says the job runs now, not that it ran.
func lockedByTTL(ctx context.Context, rdb *redis.Client, id, to string) error {
	if ok, _ := rdb.SetNX(ctx, "lock:"+id, "1", time.Minute).Result(); !ok {
		return nil
	}
	defer rdb.Del(ctx, "lock:"+id)
	if rdb.Exists(ctx, "done:"+id).Val() > 0 { // want `rdb.Exists decides whether send at line \d+ runs`
		return nil
	}
	if err := send(to); err != nil {
		return err
	}
	return rdb.Set(ctx, "done:"+id, "1", 0).Err()
}

// Bad: a GET-then-SET "claim" of a constant marker; the caller acts on it.
func firstDelivery(ctx context.Context, rdb *redis.Client, id string) (bool, error) {
	err := rdb.Get(ctx, "seen:"+id).Err() // want `rdb.Get decides whether rdb.Set at line \d+ runs`
	if err != redis.Nil {
		return false, err
	}
	return true, rdb.Set(ctx, "seen:"+id, 1, time.Hour).Err()
}
