// Package cache is shaped as github.com/go-redis/cache: Set stores the
// item's value under its key, with SETNX only when the item asks for it,
// and returns only the command's failure.
package cache

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Item struct {
	Key   string
	Value []byte
	SetNX bool
}

type Cache struct{ rdb *redis.Client }

// Set returns the reply's failure only: no caller learns whether a SETNX
// took the key.
func (c *Cache) Set(ctx context.Context, item *Item) error {
	if item.SetNX {
		return c.rdb.SetNX(ctx, item.Key, item.Value, time.Hour).Err()
	}
	return c.rdb.Set(ctx, item.Key, item.Value, time.Hour).Err()
}

// Claim returns whether the key was taken.
func (c *Cache) Claim(ctx context.Context, key string) (bool, error) {
	return c.rdb.SetNX(ctx, key, 1, time.Hour).Result()
}
