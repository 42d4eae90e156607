// Package redisv8: dedup checks through go-redis v8, the module before it
// moved to github.com/redis/go-redis.
package redisv8

import (
	"context"
	"net/smtp"
	"time"

	"github.com/go-redis/redis/v8"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: GET, redis.Nil, mail, SETEX.
func getThenSet(ctx context.Context, rdb *redis.Client, id, to string) error {
	key := "processed:" + id
	_, err := rdb.Get(ctx, key).Result() // want `rdb.Get decides whether send at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — claim the key atomically with SetNX and act only if it was set`
	if err != redis.Nil {
		return err
	}
	if err := send(to); err != nil {
		return err
	}
	return rdb.SetEX(ctx, key, "1", 24*time.Hour).Err()
}

// Bad: EXISTS through the Cmdable interface, guarding a mail.
func existsThenSend(ctx context.Context, rdb redis.Cmdable, id, to string) error {
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
