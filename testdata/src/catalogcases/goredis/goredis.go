// Package goredis calls every catalog row of github.com/redis/go-redis/v9
// once: each command through a *redis.Client (declared on cmdable) and
// through the redis.Cmdable interface (declared on the per-group interface).
package goredis

import (
	"context"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
)

func onClient(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "k")                                                     // row: cmdable.Get
	rdb.GetEx(ctx, "k", time.Minute)                                      // row: cmdable.GetEx
	rdb.MGet(ctx, "k1", "k2")                                             // row: cmdable.MGet
	rdb.Exists(ctx, "k1", "k2")                                           // row: cmdable.Exists
	rdb.HGet(ctx, "h", "f")                                               // row: cmdable.HGet
	rdb.HMGet(ctx, "h", "f1", "f2")                                       // row: cmdable.HMGet
	rdb.HExists(ctx, "h", "f")                                            // row: cmdable.HExists
	rdb.HGetAll(ctx, "h")                                                 // row: cmdable.HGetAll
	rdb.SIsMember(ctx, "s", "m")                                          // row: cmdable.SIsMember
	rdb.SMIsMember(ctx, "s", "m1", "m2")                                  // row: cmdable.SMIsMember
	rdb.Set(ctx, "k", "v", time.Hour)                                     // row: cmdable.Set
	rdb.SetEx(ctx, "k", "v", time.Hour)                                   // row: cmdable.SetEx
	rdb.Incr(ctx, "n")                                                    // row: cmdable.Incr
	rdb.IncrBy(ctx, "n", 2)                                               // row: cmdable.IncrBy
	rdb.IncrByFloat(ctx, "n", 0.5)                                        // row: cmdable.IncrByFloat
	rdb.Decr(ctx, "n")                                                    // row: cmdable.Decr
	rdb.DecrBy(ctx, "n", 2)                                               // row: cmdable.DecrBy
	rdb.MSet(ctx, "k1", "v1", "k2", "v2")                                 // row: cmdable.MSet
	rdb.Del(ctx, "k1", "k2")                                              // row: cmdable.Del
	rdb.Unlink(ctx, "k1", "k2")                                           // row: cmdable.Unlink
	rdb.HSet(ctx, "h", "f", "v")                                          // row: cmdable.HSet
	rdb.HMSet(ctx, "h", "f", "v")                                         // row: cmdable.HMSet
	rdb.HIncrBy(ctx, "h", "f", 1)                                         // row: cmdable.HIncrBy
	rdb.HDel(ctx, "h", "f")                                               // row: cmdable.HDel
	rdb.SAdd(ctx, "s", "m")                                               // row: cmdable.SAdd
	rdb.SRem(ctx, "s", "m")                                               // row: cmdable.SRem
	rdb.LPush(ctx, "l", "v")                                              // row: cmdable.LPush
	rdb.RPush(ctx, "l", "v")                                              // row: cmdable.RPush
	rdb.ZAdd(ctx, "z", redis.Z{Score: 1, Member: "m"})                    // row: cmdable.ZAdd
	rdb.ZRem(ctx, "z", "m")                                               // row: cmdable.ZRem
	rdb.SetNX(ctx, "k", "v", time.Hour)                                   // row: cmdable.SetNX
	rdb.HSetNX(ctx, "h", "f", "v")                                        // row: cmdable.HSetNX
	rdb.SetArgs(ctx, "k", "v", redis.SetArgs{Mode: "NX", TTL: time.Hour}) // row: cmdable.SetArgs
}

func onInterface(ctx context.Context, rdb redis.Cmdable) {
	rdb.Get(ctx, "k")                                                     // row: StringCmdable.Get
	rdb.GetEx(ctx, "k", time.Minute)                                      // row: StringCmdable.GetEx
	rdb.MGet(ctx, "k1", "k2")                                             // row: StringCmdable.MGet
	rdb.Exists(ctx, "k1", "k2")                                           // row: GenericCmdable.Exists
	rdb.HGet(ctx, "h", "f")                                               // row: HashCmdable.HGet
	rdb.HMGet(ctx, "h", "f1", "f2")                                       // row: HashCmdable.HMGet
	rdb.HExists(ctx, "h", "f")                                            // row: HashCmdable.HExists
	rdb.HGetAll(ctx, "h")                                                 // row: HashCmdable.HGetAll
	rdb.SIsMember(ctx, "s", "m")                                          // row: SetCmdable.SIsMember
	rdb.SMIsMember(ctx, "s", "m1", "m2")                                  // row: SetCmdable.SMIsMember
	rdb.Set(ctx, "k", "v", time.Hour)                                     // row: StringCmdable.Set
	rdb.SetEx(ctx, "k", "v", time.Hour)                                   // row: StringCmdable.SetEx
	rdb.Incr(ctx, "n")                                                    // row: StringCmdable.Incr
	rdb.IncrBy(ctx, "n", 2)                                               // row: StringCmdable.IncrBy
	rdb.IncrByFloat(ctx, "n", 0.5)                                        // row: StringCmdable.IncrByFloat
	rdb.Decr(ctx, "n")                                                    // row: StringCmdable.Decr
	rdb.DecrBy(ctx, "n", 2)                                               // row: StringCmdable.DecrBy
	rdb.MSet(ctx, "k1", "v1", "k2", "v2")                                 // row: StringCmdable.MSet
	rdb.Del(ctx, "k1", "k2")                                              // row: GenericCmdable.Del
	rdb.Unlink(ctx, "k1", "k2")                                           // row: Cmdable.Unlink
	rdb.HSet(ctx, "h", "f", "v")                                          // row: HashCmdable.HSet
	rdb.HMSet(ctx, "h", "f", "v")                                         // row: HashCmdable.HMSet
	rdb.HIncrBy(ctx, "h", "f", 1)                                         // row: HashCmdable.HIncrBy
	rdb.HDel(ctx, "h", "f")                                               // row: HashCmdable.HDel
	rdb.SAdd(ctx, "s", "m")                                               // row: SetCmdable.SAdd
	rdb.SRem(ctx, "s", "m")                                               // row: SetCmdable.SRem
	rdb.LPush(ctx, "l", "v")                                              // row: ListCmdable.LPush
	rdb.RPush(ctx, "l", "v")                                              // row: ListCmdable.RPush
	rdb.ZAdd(ctx, "z", redis.Z{Score: 1, Member: "m"})                    // row: SortedSetCmdable.ZAdd
	rdb.ZRem(ctx, "z", "m")                                               // row: SortedSetCmdable.ZRem
	rdb.SetNX(ctx, "k", "v", time.Hour)                                   // row: StringCmdable.SetNX
	rdb.HSetNX(ctx, "h", "f", "v")                                        // row: HashCmdable.HSetNX
	rdb.SetArgs(ctx, "k", "v", redis.SetArgs{Mode: "NX", TTL: time.Hour}) // row: StringCmdable.SetArgs
}

func notFound(ctx context.Context, rdb *redis.Client) (string, error) {
	v, err := rdb.Get(ctx, "k").Result()
	if errors.Is(err, redis.Nil) { // row: Nil
		return "", nil
	}
	return v, err
}

func watch(ctx context.Context, rdb *redis.Client, cc *redis.ClusterClient, ring *redis.Ring, u redis.UniversalClient) error {
	fn := func(tx *redis.Tx) error {
		n, err := tx.Get(ctx, "k").Int64()
		if err != nil && !errors.Is(err, redis.Nil) {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, "k", n+1, 0)
			return nil
		})
		return err
	}
	if err := rdb.Watch(ctx, fn, "k"); err != nil { // row: Client.Watch
		return err
	}
	if err := cc.Watch(ctx, fn, "k"); err != nil { // row: ClusterClient.Watch
		return err
	}
	if err := ring.Watch(ctx, fn, "k"); err != nil { // row: Ring.Watch
		return err
	}
	return u.Watch(ctx, fn, "k") // row: UniversalClient.Watch
}
