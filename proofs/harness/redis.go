package harness

import (
	"context"
	"net"
	"strings"
	"sync"

	"github.com/redis/go-redis/v9"
)

// RedisHooks is a go-redis hook that runs a test's function before a
// command of a name is sent or after it returned, as Hooks does for SQL.
type RedisHooks struct {
	mu     sync.Mutex
	before map[string]func()
	after  map[string]func()
}

// Before runs fn before each command named name ("get", "set") is sent.
func (h *RedisHooks) Before(name string, fn func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.before == nil {
		h.before = map[string]func(){}
	}
	h.before[name] = fn
}

// After runs fn after each command named name returned.
func (h *RedisHooks) After(name string, fn func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.after == nil {
		h.after = map[string]func(){}
	}
	h.after[name] = fn
}

// Reset removes every hook.
func (h *RedisHooks) Reset() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.before, h.after = nil, nil
}

func (h *RedisHooks) lookup(m *map[string]func(), name string) func() {
	h.mu.Lock()
	defer h.mu.Unlock()
	return (*m)[strings.ToLower(name)]
}

// DialHook implements redis.Hook.
func (h *RedisHooks) DialHook(next redis.DialHook) redis.DialHook {
	return func(ctx context.Context, network, addr string) (net.Conn, error) { return next(ctx, network, addr) }
}

// ProcessHook implements redis.Hook.
func (h *RedisHooks) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		if fn := h.lookup(&h.before, cmd.Name()); fn != nil {
			fn()
		}
		err := next(ctx, cmd)
		if fn := h.lookup(&h.after, cmd.Name()); fn != nil {
			fn()
		}
		return err
	}
}

// ProcessPipelineHook implements redis.Hook.
func (h *RedisHooks) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}
