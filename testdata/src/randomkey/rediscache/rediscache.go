// Package rediscache: shellhub stores one-time tokens, random by design,
// through go-redis/cache's Set, whose SETNX branch returns no outcome.
package rediscache

import (
	"context"

	"github.com/google/uuid"

	"randomkey/rediscache/cache"
)

// Good: a random token stored under its own key: Set claims nothing.
func StoreToken(ctx context.Context, c *cache.Cache, userID string) (string, error) {
	token := uuid.NewString()
	return token, c.Set(ctx, &cache.Item{Key: "mfa-token={" + token + "}", Value: []byte(userID)})
}

// Bad: a claim whose outcome the wrapper returns, on a random key.
func ClaimJob(ctx context.Context, c *cache.Cache) (bool, error) {
	return c.Claim(ctx, "job:"+uuid.NewString()) // want `c.Claim takes a key from uuid.NewString`
}
