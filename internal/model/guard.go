package model

import (
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// A panic while analysing a function is a bug in idemlint, never a
// property of the code: one guard catches it, wherever it happens (the
// model's scans and summaries, an analyzer's check). Under go test it
// panics again, so that the bug fails the test that met it. Otherwise
// the step's result is lost and the function is recorded as skipped in
// the package's Result (Skipped, counted by the standalone driver under
// -stats), and -idemlint.debug prints the function and the stack.

// Skip is a function a step of the analysis skipped because it panicked.
type Skip struct {
	Func string // the function, as ssa names it
	Step string // the model's step, or the analyzer's name
	Why  string // the panic's value
}

// failures records the skips of one package; analyzers of the package may
// record at once.
type failures struct {
	mu    sync.Mutex
	skips []Skip
}

// reraise reports whether a panic is raised again: under go test.
var reraise = testing.Testing

// guard runs step for fn; it reports whether step ran to its end.
func (m *model) guard(fn *ssa.Function, what string, step func()) (ok bool) {
	defer func() {
		if x := recover(); x != nil {
			m.failed(fn, what, x, debug.Stack())
			ok = false
		}
	}()
	step()
	return true
}

// failed records a panic of step what on fn, after panicking again under
// go test.
func (m *model) failed(fn *ssa.Function, what string, x any, stack []byte) {
	if reraise() {
		panic(fmt.Sprintf("idemlint: %s on %s: %v\n%s", what, fn, x, stack))
	}
	m.fails.mu.Lock()
	m.fails.skips = append(m.fails.skips, Skip{Func: fn.String(), Step: what, Why: fmt.Sprint(x)})
	m.fails.mu.Unlock()
	if m.cfg.debug {
		fmt.Fprintf(os.Stderr, "idemlint: debug: %s: %s panicked on %s, skipped: %v\n%s",
			m.pass.Fset.Position(fn.Pos()), what, fn, x, stack)
	}
}

// Safely runs an analyzer's check of fn under the guard: a panic yields
// no diagnostics, and fn is recorded as skipped by analyzer.
func (r *Result) Safely(analyzer string, fn *ssa.Function, check func() []analysis.Diagnostic) (out []analysis.Diagnostic) {
	if r.m == nil {
		return check()
	}
	r.m.guard(fn, analyzer, func() { out = check() })
	return out
}

// Skipped returns the functions of the package that a step of the
// analysis skipped because it panicked (a bug in idemlint: under go test
// it panics instead).
func (r *Result) Skipped() []Skip {
	if r.m == nil {
		return nil
	}
	r.m.fails.mu.Lock()
	defer r.m.fails.mu.Unlock()
	return append([]Skip(nil), r.m.fails.skips...)
}
