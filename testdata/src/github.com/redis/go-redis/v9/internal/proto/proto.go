// Package proto is an idemlint test stub of github.com/redis/go-redis/v9/internal/proto@v9.23.0: only the declarations the tests use, with the real names, receivers and parameter names.
package proto

// Nil is the reply to a missing key.
const Nil = RedisError("redis: nil")

// RedisError is an error reply from the server.
type RedisError string

func (e RedisError) Error() string { return string(e) }

// RedisError marks the type as a server error.
func (RedisError) RedisError() {}
