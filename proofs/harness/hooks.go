package harness

import (
	"context"
	"fmt"
	"regexp"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Hooks is a pgx.QueryTracer that runs a test's hook when a statement
// matching a pattern is about to be sent (Before) or has completed (After).
// It sits under database/sql (pgx's stdlib driver), pgxpool and gorm alike,
// and under go-sql-driver/mysql through MySQL's wrapped connector, so the
// handlers run unchanged while the test decides the interleaving.
type Hooks struct {
	mu     sync.Mutex
	before []hook
	after  []hook
}

type hook struct {
	re *regexp.Regexp
	fn func(ctx context.Context) context.Context
}

type sqlKey struct{}

// Before runs fn as a statement matching pattern is about to be sent; the
// context fn returns is the statement's (a cancelled one makes it fail
// without reaching the server: a crash just before it).
func (h *Hooks) Before(pattern string, fn func(ctx context.Context) context.Context) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.before = append(h.before, hook{regexp.MustCompile(pattern), fn})
}

// After runs fn once a statement matching pattern has completed (for an
// autocommit write: once it is durable), before the caller sees the result.
func (h *Hooks) After(pattern string, fn func(ctx context.Context)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.after = append(h.after, hook{regexp.MustCompile(pattern), func(ctx context.Context) context.Context { fn(ctx); return ctx }})
}

// Reset removes every hook.
func (h *Hooks) Reset() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.before, h.after = nil, nil
}

func (h *Hooks) matching(list *[]hook, sql string) []hook {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []hook
	for _, k := range *list {
		if k.re.MatchString(sql) {
			out = append(out, k)
		}
	}
	return out
}

// start runs the Before hooks of a statement about to be sent.
func (h *Hooks) start(ctx context.Context, sql string) context.Context {
	for _, k := range h.matching(&h.before, sql) {
		ctx = k.fn(ctx)
	}
	return ctx
}

// end runs the After hooks of a statement that succeeded.
func (h *Hooks) end(ctx context.Context, sql string) {
	for _, k := range h.matching(&h.after, sql) {
		k.fn(ctx)
	}
}

// TraceQueryStart implements pgx.QueryTracer.
func (h *Hooks) TraceQueryStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	return context.WithValue(h.start(ctx, data.SQL), sqlKey{}, data.SQL)
}

// TraceQueryEnd implements pgx.QueryTracer.
func (h *Hooks) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryEndData) {
	if sql, _ := ctx.Value(sqlKey{}).(string); data.Err == nil {
		h.end(ctx, sql)
	}
}

// Crash is a Before hook: the statement fails without reaching the server,
// as if the process had died just before it.
func Crash(ctx context.Context) context.Context {
	c, cancel := context.WithCancel(ctx)
	cancel()
	return c
}

// BarrierTimeout bounds how long a party waits for the others.
const BarrierTimeout = 10 * time.Second

// Barrier holds each of n parties until all n have arrived. It is what
// makes an interleaving forced rather than hoped for: n deliveries that
// wait at a barrier placed after the check have all checked before any
// acts.
type Barrier struct {
	n       int
	mu      sync.Mutex
	arrived int
	all     chan struct{}
	err     error
}

// NewBarrier returns a barrier for n parties.
func NewBarrier(n int) *Barrier {
	return &Barrier{n: n, all: make(chan struct{})}
}

// Wait blocks until all parties arrived or BarrierTimeout passed; Err then
// says which.
func (b *Barrier) Wait() {
	b.mu.Lock()
	b.arrived++
	if b.arrived == b.n {
		close(b.all)
	}
	b.mu.Unlock()
	select {
	case <-b.all:
	case <-time.After(BarrierTimeout):
		b.mu.Lock()
		if b.err == nil {
			b.err = fmt.Errorf("only %d of %d parties reached the barrier within %v", b.arrived, b.n, BarrierTimeout)
		}
		b.mu.Unlock()
	}
}

// Err reports a barrier that was not reached by every party.
func (b *Barrier) Err() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.arrived < b.n && b.err == nil {
		return fmt.Errorf("only %d of %d parties reached the barrier", b.arrived, b.n)
	}
	return b.err
}

// Hold is an After hook that waits at b.
func (b *Barrier) Hold(context.Context) { b.Wait() }

// HoldBefore is a Before hook that waits at b.
func (b *Barrier) HoldBefore(ctx context.Context) context.Context { b.Wait(); return ctx }

// Concurrently runs fn(0) … fn(n-1) at once and returns their errors.
func Concurrently(n int, fn func(i int) error) []error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { errs[i] = fn(i) })
	}
	wg.Wait()
	return errs
}
