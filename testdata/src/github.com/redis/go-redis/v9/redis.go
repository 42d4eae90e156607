// Package redis is an idemlint test stub of github.com/redis/go-redis/v9@v9.23.0: only the declarations the tests use, with the real names, receivers and parameter names.
package redis

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9/internal/proto"
)

// Nil reply returned by Redis when a key does not exist.
const Nil = proto.Nil

// Cmder is the interface of every command.
type Cmder interface {
	Name() string
	Err() error
}

type baseCmd struct {
	name string
	err  error
}

// Name returns the command name.
func (cmd *baseCmd) Name() string { return cmd.name }

// Err returns the command error.
func (cmd *baseCmd) Err() error { return cmd.err }

// StringCmd is a command with a string reply.
type StringCmd struct {
	baseCmd
	val string
}

// Val returns the reply.
func (cmd *StringCmd) Val() string { return cmd.val }

// Result returns the reply and the error.
func (cmd *StringCmd) Result() (string, error) { return cmd.val, cmd.err }

// Int64 returns the reply as an int64.
func (cmd *StringCmd) Int64() (int64, error) { return 0, cmd.err }

// StatusCmd is a command with a status reply.
type StatusCmd struct {
	baseCmd
	val string
}

// Val returns the reply.
func (cmd *StatusCmd) Val() string { return cmd.val }

// Result returns the reply and the error.
func (cmd *StatusCmd) Result() (string, error) { return cmd.val, cmd.err }

// BoolCmd is a command with a boolean reply.
type BoolCmd struct {
	baseCmd
	val bool
}

// Val returns the reply.
func (cmd *BoolCmd) Val() bool { return cmd.val }

// Result returns the reply and the error.
func (cmd *BoolCmd) Result() (bool, error) { return cmd.val, cmd.err }

// IntCmd is a command with an integer reply.
type IntCmd struct {
	baseCmd
	val int64
}

// Val returns the reply.
func (cmd *IntCmd) Val() int64 { return cmd.val }

// Result returns the reply and the error.
func (cmd *IntCmd) Result() (int64, error) { return cmd.val, cmd.err }

// FloatCmd is a command with a float reply.
type FloatCmd struct {
	baseCmd
	val float64
}

// Val returns the reply.
func (cmd *FloatCmd) Val() float64 { return cmd.val }

// Result returns the reply and the error.
func (cmd *FloatCmd) Result() (float64, error) { return cmd.val, cmd.err }

// SliceCmd is a command with an array reply.
type SliceCmd struct {
	baseCmd
	val []interface{}
}

// Val returns the reply.
func (cmd *SliceCmd) Val() []interface{} { return cmd.val }

// Result returns the reply and the error.
func (cmd *SliceCmd) Result() ([]interface{}, error) { return cmd.val, cmd.err }

// BoolSliceCmd is a command with an array-of-booleans reply.
type BoolSliceCmd struct {
	baseCmd
	val []bool
}

// Val returns the reply.
func (cmd *BoolSliceCmd) Val() []bool { return cmd.val }

// Result returns the reply and the error.
func (cmd *BoolSliceCmd) Result() ([]bool, error) { return cmd.val, cmd.err }

// MapStringStringCmd is a command with a map reply.
type MapStringStringCmd struct {
	baseCmd
	val map[string]string
}

// Val returns the reply.
func (cmd *MapStringStringCmd) Val() map[string]string { return cmd.val }

// Result returns the reply and the error.
func (cmd *MapStringStringCmd) Result() (map[string]string, error) { return cmd.val, cmd.err }

// Z is a sorted set member.
type Z struct {
	Score  float64
	Member interface{}
}

// SetArgs provides arguments for the SetArgs function.
type SetArgs struct {
	// Mode can be NX, XX, IFEQ, IFNE, IFDEQ, IFDNE or empty.
	Mode        string
	MatchValue  interface{}
	MatchDigest uint64
	TTL         time.Duration
	ExpireAt    time.Time
	Get         bool
	KeepTTL     bool
}

// cmdable declares the commands; clients, Tx and Pipeline embed it.
type cmdable func(ctx context.Context, cmd Cmder) error

// StringCmdable declares the string commands.
type StringCmdable interface {
	Get(ctx context.Context, key string) *StringCmd
	GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd
	MGet(ctx context.Context, keys ...string) *SliceCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
	MSet(ctx context.Context, values ...interface{}) *StatusCmd
}

// GenericCmdable declares the generic commands.
type GenericCmdable interface {
	Exists(ctx context.Context, keys ...string) *IntCmd
	Del(ctx context.Context, keys ...string) *IntCmd
}

// HashCmdable declares the hash commands.
type HashCmdable interface {
	HGet(ctx context.Context, key, field string) *StringCmd
	HMGet(ctx context.Context, key string, fields ...string) *SliceCmd
	HExists(ctx context.Context, key, field string) *BoolCmd
	HGetAll(ctx context.Context, key string) *MapStringStringCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd
	HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd
	HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd
	HDel(ctx context.Context, key string, fields ...string) *IntCmd
}

// SetCmdable declares the set commands.
type SetCmdable interface {
	SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd
	SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SRem(ctx context.Context, key string, members ...interface{}) *IntCmd
}

// ListCmdable declares the list commands.
type ListCmdable interface {
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
}

// SortedSetCmdable declares the sorted set commands.
type SortedSetCmdable interface {
	ZAdd(ctx context.Context, key string, members ...Z) *IntCmd
	ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd
}

// StreamCmdable declares the stream commands.
type StreamCmdable interface {
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
	XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd
	XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd
}

// XAddArgs are the arguments of XADD.
type XAddArgs struct {
	Stream string
	Values interface{}
}

// XReadGroupArgs are the arguments of XREADGROUP.
type XReadGroupArgs struct {
	Group    string
	Consumer string
	Streams  []string
	Count    int64
}

// XMessage is one stream entry.
type XMessage struct {
	ID     string
	Values map[string]interface{}
}

// XStream is the entries of one stream.
type XStream struct {
	Stream   string
	Messages []XMessage
}

// XStreamSliceCmd is the result of XREADGROUP.
type XStreamSliceCmd struct{ val []XStream }

// Result returns the streams read.
func (cmd *XStreamSliceCmd) Result() ([]XStream, error) { return cmd.val, nil }

// XAdd runs the XADD command.
func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd { return &StringCmd{} }

// XReadGroup runs the XREADGROUP command.
func (c cmdable) XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd {
	return &XStreamSliceCmd{}
}

// XAck runs the XACK command.
func (c cmdable) XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd {
	return &IntCmd{}
}

// Cmdable is the full command set.
type Cmdable interface {
	StreamCmdable
	StringCmdable
	GenericCmdable
	HashCmdable
	SetCmdable
	ListCmdable
	SortedSetCmdable
	Unlink(ctx context.Context, keys ...string) *IntCmd
}

// Get runs the GET command.
func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }

// GetEx runs the GETEX command.
func (c cmdable) GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd {
	return &StringCmd{}
}

// MGet runs the MGET command.
func (c cmdable) MGet(ctx context.Context, keys ...string) *SliceCmd { return &SliceCmd{} }

// Set runs the SET command.
func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

// SetEx runs the SETEX command.
func (c cmdable) SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return &StatusCmd{}
}

// SetNX runs the SETNX command.
func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return &BoolCmd{}
}

// SetArgs runs SET with the options in a (NX, XX, GET, TTL).
func (c cmdable) SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd {
	return &StatusCmd{}
}

// Incr runs the INCR command.
func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { return &IntCmd{} }

// IncrBy runs the INCRBY command.
func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd { return &IntCmd{} }

// IncrByFloat runs the INCRBYFLOAT command.
func (c cmdable) IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd {
	return &FloatCmd{}
}

// Decr runs the DECR command.
func (c cmdable) Decr(ctx context.Context, key string) *IntCmd { return &IntCmd{} }

// DecrBy runs the DECRBY command.
func (c cmdable) DecrBy(ctx context.Context, key string, decrement int64) *IntCmd { return &IntCmd{} }

// MSet runs the MSET command.
func (c cmdable) MSet(ctx context.Context, values ...interface{}) *StatusCmd { return &StatusCmd{} }

// Exists runs the EXISTS command.
func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

// Del runs the DEL command.
func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

// HGet runs the HGET command.
func (c cmdable) HGet(ctx context.Context, key, field string) *StringCmd { return &StringCmd{} }

// HMGet runs the HMGET command.
func (c cmdable) HMGet(ctx context.Context, key string, fields ...string) *SliceCmd {
	return &SliceCmd{}
}

// HExists runs the HEXISTS command.
func (c cmdable) HExists(ctx context.Context, key, field string) *BoolCmd { return &BoolCmd{} }

// HGetAll runs the HGETALL command.
func (c cmdable) HGetAll(ctx context.Context, key string) *MapStringStringCmd {
	return &MapStringStringCmd{}
}

// HSet runs the HSET command.
func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

// HMSet runs the HMSET command.
func (c cmdable) HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd {
	return &BoolCmd{}
}

// HSetNX runs the HSETNX command.
func (c cmdable) HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd {
	return &BoolCmd{}
}

// HIncrBy runs the HINCRBY command.
func (c cmdable) HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd {
	return &IntCmd{}
}

// HDel runs the HDEL command.
func (c cmdable) HDel(ctx context.Context, key string, fields ...string) *IntCmd { return &IntCmd{} }

// SIsMember runs the SISMEMBER command.
func (c cmdable) SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd {
	return &BoolCmd{}
}

// SMIsMember runs the SMISMEMBER command.
func (c cmdable) SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd {
	return &BoolSliceCmd{}
}

// SAdd runs the SADD command.
func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}

// SRem runs the SREM command.
func (c cmdable) SRem(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}

// LPush runs the LPUSH command.
func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

// RPush runs the RPUSH command.
func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd {
	return &IntCmd{}
}

// ZAdd runs the ZADD command.
func (c cmdable) ZAdd(ctx context.Context, key string, members ...Z) *IntCmd { return &IntCmd{} }

// ZRem runs the ZREM command.
func (c cmdable) ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd {
	return &IntCmd{}
}

// Unlink runs the UNLINK command.
func (c cmdable) Unlink(ctx context.Context, keys ...string) *IntCmd { return &IntCmd{} }

// Options configures a Client.
type Options struct {
	Addr     string
	Password string
	DB       int
}

type baseClient struct {
	opt *Options
}

// Client is a Redis client for one server.
type Client struct {
	*baseClient
	cmdable
}

// NewClient returns a client to the Redis Server specified by opt.
func NewClient(opt *Options) *Client { return &Client{baseClient: &baseClient{opt: opt}} }

// Close closes the client.
func (c *Client) Close() error { return nil }

// Pipelined runs the commands queued by fn in one round trip.
func (c *Client) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// TxPipelined runs the commands queued by fn with MULTI/EXEC.
func (c *Client) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, fn(&Pipeline{})
}

// Watch prepares a transaction and marks the keys to be watched for
// conditional execution; fn's TxPipelined commands run with MULTI/EXEC.
func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { return nil }

// ClusterOptions configures a ClusterClient.
type ClusterOptions struct {
	Addrs []string
}

// ClusterClient is a Redis Cluster client.
type ClusterClient struct {
	opt *ClusterOptions
	cmdable
}

// NewClusterClient returns a Redis Cluster client.
func NewClusterClient(opt *ClusterOptions) *ClusterClient { return &ClusterClient{opt: opt} }

// Close closes the client.
func (c *ClusterClient) Close() error { return nil }

// Watch is Client.Watch on the node owning keys.
func (c *ClusterClient) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	return nil
}

// RingOptions configures a Ring.
type RingOptions struct {
	Addrs map[string]string
}

// Ring is a client sharding keys over several servers.
type Ring struct {
	cmdable
	opt *RingOptions
}

// NewRing returns a Ring client.
func NewRing(opt *RingOptions) *Ring { return &Ring{opt: opt} }

// Close closes the client.
func (c *Ring) Close() error { return nil }

// Watch is Client.Watch on the shard owning keys.
func (c *Ring) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { return nil }

// UniversalClient is implemented by Client, ClusterClient and Ring.
type UniversalClient interface {
	Cmdable
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
	Close() error
}

// Pipeliner queues commands and sends them at Exec.
type Pipeliner interface {
	Cmdable
	Exec(ctx context.Context) ([]Cmder, error)
}

// Pipeline queues commands.
type Pipeline struct {
	cmdable
	cmds []Cmder
}

// Exec sends the queued commands.
func (c *Pipeline) Exec(ctx context.Context) ([]Cmder, error) { return c.cmds, nil }

// Tx is a transaction on a single connection, used inside Watch.
type Tx struct {
	baseClient
	cmdable
}

// TxPipelined runs the commands queued by fn with MULTI/EXEC.
func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

var (
	_ UniversalClient = (*Client)(nil)
	_ UniversalClient = (*ClusterClient)(nil)
	_ UniversalClient = (*Ring)(nil)
	_ Pipeliner       = (*Pipeline)(nil)
	_ Cmdable         = (*Tx)(nil)
)
