package model

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// OneShot reports code that runs once and is never redelivered or retried
// by a broker or a provider, as far as the package shows it: a command's
// main or init and the functions only they call, and test support (a
// function taking a *testing.T, B, F or TB, and every function of a
// package whose non-test files declare one: a test helper package). A
// handler or a receive loop is never one-shot, in a command's main
// included. Words in a package path decide nothing. A driver that sees the
// whole module decides the rest across packages (Entries). A random
// workflow id in a command that starts one workflow, or an admin-creating
// command that checks before it inserts, is how such commands are written.
func (r *Result) OneShot(f *Func) bool {
	if f.Handler != "" || slices.ContainsFunc(f.Ops, func(op *Op) bool { return op.Kind == Receive }) {
		return false // a handler, or a receive loop (a consumer's main)
	}
	if f.SSA.Parent() == nil && f.SSA.Pkg != nil && f.SSA.Pkg.Pkg.Name() == "main" && r.m != nil && r.m.onlyFromMain(f.SSA) {
		return true // a closure is not: main's http.HandleFunc("/signup", func(…) {…}) runs per request
	}
	fn := f.SSA
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return takesTesting(fn) || r.m != nil && r.m.testSupport
}

// declaresTestHelpers reports a package whose non-test files declare a
// function that takes a testing type: a package of test helpers.
func (m *model) declaresTestHelpers() bool {
	for _, fn := range m.funcs {
		if fn.Parent() == nil && !m.inTestFile(fn) && takesTesting(fn) {
			return true
		}
	}
	return false
}

// onlyFromMain reports a function of a command that runs only as part of
// its start: main or init, or a function whose every use in the package is
// a call made from one (a starter's runWorkflow helper); taken as a value,
// it could be a callback run per message.
func (m *model) onlyFromMain(fn *ssa.Function) bool {
	seen := map[*ssa.Function]bool{}
	var from func(*ssa.Function, int) bool
	from = func(g *ssa.Function, depth int) bool {
		if g.Parent() == nil && (g.Name() == "main" || strings.HasPrefix(g.Name(), "init")) {
			return true
		}
		if depth > 3 || seen[g] {
			return false
		}
		seen[g] = true
		us := m.usesOf()[g]
		if len(us) == 0 {
			return false
		}
		for _, u := range us {
			if !u.call || !from(u.in, depth+1) {
				return false
			}
		}
		return true
	}
	return from(fn, 0)
}

// use is one mention of a function of the package: in which function, and
// whether as the callee of a static call.
type use struct {
	in   *ssa.Function
	call bool
}

// usesOf indexes, once per package, where its functions are mentioned.
func (m *model) usesOf() map[*ssa.Function][]use {
	if m.uses != nil {
		return m.uses
	}
	m.uses = map[*ssa.Function][]use{}
	var ops []*ssa.Value
	for _, fn := range m.funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				call, isCall := in.(ssa.CallInstruction)
				for _, op := range in.Operands(ops[:0]) {
					g, ok := (*op).(*ssa.Function)
					if !ok || g.Pkg != m.ssaPkg {
						continue
					}
					m.uses[g] = append(m.uses[g], use{in: fn, call: isCall && call.Common().Value == g})
				}
			}
		}
	}
	return m.uses
}
