package catalog

import "strings"

const redigoPath = "github.com/gomodule/redigo/redis"

// github.com/gomodule/redigo v1.9.2 (package redis). Every command runs
// through Do (or DoContext, DoWithTimeout) with its name as text and its
// key as the first argument; a nil reply (a missing key) becomes ErrNil in
// the reply helpers (redis.String(c.Do("GET", k))).
var redigo = []Row{
	{Path: redigoPath, Recv: "Conn", Name: "Do", Role: RedisCommand, Args: []Arg{{ArgQuery, "commandName"}, {ArgValue, "args"}}},
	{Path: redigoPath, Recv: "ConnWithContext", Name: "DoContext", Role: RedisCommand, Args: []Arg{{ArgQuery, "commandName"}, {ArgValue, "args"}}},
	{Path: redigoPath, Recv: "ConnWithTimeout", Name: "DoWithTimeout", Role: RedisCommand, Args: []Arg{{ArgQuery, "commandName"}, {ArgValue, "args"}}},
	{Path: redigoPath, Name: "DoContext", Role: RedisCommand, Args: []Arg{{ArgQuery, "cmd"}, {ArgValue, "args"}}},
	{Path: redigoPath, Name: "DoWithTimeout", Role: RedisCommand, Args: []Arg{{ArgQuery, "cmd"}, {ArgValue, "args"}}},
	{Path: redigoPath, Name: "ErrNil", Object: Var, Role: NotFound},
}

// redisCommands says what the commands a RedisCommand row runs do to the
// key they are given, as the go-redis rows say for go-redis's methods.
var redisCommands = map[string]struct {
	role Role
	mode Mode
}{
	"GET": {Check, Adds}, "GETEX": {Check, Adds}, "EXISTS": {Check, Adds}, "HGET": {Check, Adds}, "HMGET": {Check, Adds},
	"HEXISTS": {Check, Adds}, "HGETALL": {Check, Adds}, "SISMEMBER": {Check, Adds}, "SMISMEMBER": {Check, Adds},
	"SET": {Write, Adds}, "SETEX": {Write, Adds}, "PSETEX": {Write, Adds}, "HSET": {Write, Adds}, "HMSET": {Write, Adds},
	"SADD": {Write, Adds}, "ZADD": {Write, Adds},
	"INCR": {Write, Increments}, "INCRBY": {Write, Increments}, "INCRBYFLOAT": {Write, Increments}, "DECR": {Write, Increments},
	"DECRBY": {Write, Increments}, "HINCRBY": {Write, Increments}, "LPUSH": {Write, Increments}, "RPUSH": {Write, Increments},
	"DEL": {Write, Removes}, "UNLINK": {Write, Removes}, "HDEL": {Write, Removes}, "SREM": {Write, Removes}, "ZREM": {Write, Removes},
	"SETNX": {Claim, Adds}, "HSETNX": {Claim, Adds},
}

// RedisCommandRole returns what the Redis command name does (Check,
// Write or Claim) and, for a write, its mode; ok is false for a command
// the catalog does not know. SET with the NX option (one of opts, in any
// case) sets only a key that is not there: a claim.
func RedisCommandRole(name string, opts []string) (role Role, mode Mode, ok bool) {
	name = strings.ToUpper(name)
	c, ok := redisCommands[name]
	if !ok {
		return 0, 0, false
	}
	if name == "SET" {
		for _, o := range opts {
			if strings.EqualFold(o, "NX") {
				return Claim, Adds, true
			}
		}
	}
	return c.role, c.mode, true
}
