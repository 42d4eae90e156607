// Package redis is a stub of github.com/go-redis/redis/v8 v8.11.5: the
// commands idemlint's catalog names, on cmdable (which Client embeds) and
// on the one Cmdable interface.
package redis

import (
	"context"
	"time"
)

type redisError string

func (e redisError) Error() string { return string(e) }

const Nil = redisError("redis: nil")

type StringCmd struct{}

func (c *StringCmd) Result() (string, error) { return "", nil }
func (c *StringCmd) Err() error              { return nil }

type StatusCmd struct{}

func (c *StatusCmd) Err() error { return nil }

type BoolCmd struct{}

func (c *BoolCmd) Result() (bool, error) { return false, nil }

type IntCmd struct{}

func (c *IntCmd) Result() (int64, error) { return 0, nil }
func (c *IntCmd) Val() int64             { return 0 }

type cmdable func(ctx context.Context, cmd interface{}) error

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return nil }
func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return nil
}
func (c cmdable) SetEX(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return nil
}
func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return nil
}
func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd { return nil }

type Cmdable interface {
	Get(ctx context.Context, key string) *StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetEX(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	Exists(ctx context.Context, keys ...string) *IntCmd
}

type Client struct {
	cmdable
}
