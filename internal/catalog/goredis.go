package catalog

import (
	"slices"
	"strings"
)

// github.com/redis/go-redis/v9 v9.23.0. Every command is declared twice: on
// the unexported func type cmdable, which Client, ClusterClient, Ring, Conn,
// Tx and Pipeline embed (calls on those resolve there), and on one of the
// exported per-group interfaces that Cmdable and UniversalClient embed
// (calls through those interfaces resolve there).
var goRedis = concat(
	redisRows(Check, "StringCmdable", "key", "Get", "GetEx"),
	redisRows(Check, "StringCmdable", "keys", "MGet"),
	redisRows(Check, "GenericCmdable", "keys", "Exists"),
	redisRows(Check, "HashCmdable", "key", "HGet", "HMGet", "HExists", "HGetAll"),
	redisRows(Check, "SetCmdable", "key", "SIsMember", "SMIsMember"),

	redisValueRows(Write, "StringCmdable", "Set", "SetEx"),
	withMode(Increments, redisRows(Write, "StringCmdable", "key", "Incr", "IncrBy", "IncrByFloat", "Decr", "DecrBy")),
	redisRows(Write, "StringCmdable", "", "MSet"),
	withMode(Removes, redisRows(Write, "GenericCmdable", "keys", "Del")),
	withMode(Removes, redisRows(Write, "Cmdable", "keys", "Unlink")),
	redisRows(Write, "HashCmdable", "key", "HSet", "HMSet"),
	withMode(Increments, redisRows(Write, "HashCmdable", "key", "HIncrBy")),
	withMode(Removes, redisRows(Write, "HashCmdable", "key", "HDel")),
	redisRows(Write, "SetCmdable", "key", "SAdd"),
	withMode(Removes, redisRows(Write, "SetCmdable", "key", "SRem")),
	withMode(Increments, redisRows(Write, "ListCmdable", "key", "LPush", "RPush")),
	redisRows(Write, "SortedSetCmdable", "key", "ZAdd"),
	withMode(Removes, redisRows(Write, "SortedSetCmdable", "key", "ZRem")),

	// Streams: a consumer group reads with XREADGROUP and acknowledges
	// with XACK; XADD appends a message for other consumers.
	redisRows(Receive, "StreamCmdable", "", "XReadGroup"),
	redisRows(Ack, "StreamCmdable", "", "XAck", "XAckDel"),
	redisRows(Publish, "StreamCmdable", "", "XAdd"),

	redisRows(Claim, "StringCmdable", "key", "SetNX"),
	redisRows(Claim, "HashCmdable", "key", "HSetNX"),
	// SetArgs is almost always called with Mode "NX" or "XX"; reading it as
	// a CLAIM risks a missed finding, reading it as a WRITE a false one.
	redisRows(Claim, "StringCmdable", "key", "SetArgs"),

	[]Row{
		// Nil is a constant of the internal type proto.RedisError declared
		// in package redis: in SSA it is a constant value, not a global.
		{Path: "github.com/redis/go-redis", Name: "Nil", Object: Const, Role: NotFound},
		// Every reply's Err (declared once, on the embedded baseCmd): the
		// command's failure; a SetNX whose reply only Err reads returns no
		// outcome (go-redis/cache's Set, SetNX only when Item.SetNX).
		{Path: "github.com/redis/go-redis", Recv: "baseCmd", Name: "Err", Role: ReplyErr},
		// Pipelined and TxPipelined send what fn queues: fn's writes are
		// the call's. MULTI/EXEC makes the queued commands atomic with one
		// another, not with a read made before the call.
		redisPipelined("Client", "Pipelined"), redisPipelined("Client", "TxPipelined"),
		redisPipelined("ClusterClient", "Pipelined"), redisPipelined("ClusterClient", "TxPipelined"),
		redisPipelined("Ring", "Pipelined"), redisPipelined("Ring", "TxPipelined"),
		redisPipelined("Cmdable", "Pipelined"), redisPipelined("Cmdable", "TxPipelined"),
		redisWatch("Client"),
		redisWatch("ClusterClient"),
		redisWatch("Ring"),
		redisWatch("UniversalClient"),
	},
)

// redisRows lists each command twice: on cmdable and on the interface iface
// that declares it. key is the name of the single-key parameter, or "" for
// commands taking several keys (keys ...string or key-value pairs).
func redisRows(role Role, iface, key string, names ...string) []Row {
	const path = "github.com/redis/go-redis"
	var args []Arg
	if key != "" {
		args = []Arg{{ArgKey, key}}
	}
	rows := make([]Row, 0, 2*len(names))
	for _, n := range names {
		rows = append(rows,
			Row{Path: path, Recv: "cmdable", Name: n, Role: role, Args: args},
			Row{Path: path, Recv: iface, Name: n, Role: role, Args: args},
		)
	}
	return rows
}

// redisWatch is the Watch row of a client type or interface: fn runs with
// the keys WATCHed and commits with MULTI/EXEC (Tx.TxPipelined).
func redisWatch(recv string) Row {
	return Row{Path: "github.com/redis/go-redis", Recv: recv, Name: "Watch", Role: Watch, Args: []Arg{{ArgFunc, "fn"}, {ArgKey, "keys"}}}
}

// redisPipelined is the row of a pipeline method of a client type or
// interface.
func redisPipelined(recv, name string) Row {
	return Row{Path: "github.com/redis/go-redis", Recv: recv, Name: name, Role: RunsFunc, Args: []Arg{{ArgFunc, "fn"}}}
}

// redisValueRows lists single-key writes whose value parameter is named
// value: the model tells a dedup marker (a constant) from a cache fill.
func redisValueRows(role Role, iface string, names ...string) []Row {
	rows := redisRows(role, iface, "key", names...)
	for i := range rows {
		rows[i].Args = append(rows[i].Args, Arg{ArgValue, "value"})
	}
	return rows
}

// github.com/go-redis/redis/v8 v8.11.5, the module go-redis had before it
// moved to github.com/redis/go-redis (v9), and still in many services:
// the same commands on cmdable, which Client, ClusterClient, Ring, Conn,
// Tx and Pipeline embed, and on one Cmdable interface that
// UniversalClient embeds (v9 split it into per-group interfaces); Nil,
// Watch and the pipelines as in v9. Commands v8 does not have are left
// out; v8's SetEX is v9's SetEx.
var goRedisV8 = concat(legacyRedis(goRedis, "XAckDel", "SetEx"), []Row{
	{Path: "github.com/go-redis/redis", Recv: "cmdable", Name: "SetEX", Role: Write, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},
	{Path: "github.com/go-redis/redis", Recv: "Cmdable", Name: "SetEX", Role: Write, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},
})

// legacyRedis maps the go-redis v9 rows onto the v8 module: a command's
// interface row onto Cmdable.
func legacyRedis(v9 []Row, missing ...string) []Row {
	const path = "github.com/go-redis/redis"
	var rows []Row
	seen := map[string]bool{}
	for _, r := range v9 {
		if slices.Contains(missing, r.Name) {
			continue
		}
		r.Path = path
		if strings.HasSuffix(r.Recv, "Cmdable") {
			r.Recv = "Cmdable"
		}
		if !seen[r.Key()] {
			seen[r.Key()] = true
			rows = append(rows, r)
		}
	}
	return rows
}
