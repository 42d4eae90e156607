package model

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// OneShot reports code that runs once and is never redelivered or retried
// by a broker or a provider: a command's main or init and the functions only
// they call, and test support (a function taking a *testing.T, B, F or TB;
// a package whose path names tests, fixtures or seeds). A handler or a
// receive loop is never one-shot, in a command's main included. A random
// workflow id in a command that starts one workflow, or an admin-creating
// command that checks before it inserts, is how such commands are written.
func (r *Result) OneShot(f *Func) bool {
	if f.Handler != "" || slices.ContainsFunc(f.Ops, func(op *Op) bool { return op.Kind == Receive }) {
		return false // a handler, or a receive loop (a consumer's main)
	}
	if f.SSA.Parent() == nil && f.SSA.Pkg != nil && f.SSA.Pkg.Pkg.Name() == "main" && onlyFromMain(f.SSA) {
		return true // a closure is not: main's http.HandleFunc("/signup", func(…) {…}) runs per request
	}
	fn := f.SSA
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	for _, p := range fn.Params {
		if n, ok := types.Unalias(deref(p.Type())).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "testing" {
			return true
		}
	}
	if fn.Pkg == nil {
		return false
	}
	for _, elem := range strings.Split(fn.Pkg.Pkg.Path(), "/") {
		e := strings.ToLower(elem)
		if strings.HasSuffix(e, "test") || strings.HasPrefix(e, "test") || e == "e2e" || e == "fixtures" || e == "seed" || e == "seeds" || e == "testutil" {
			return true
		}
	}
	return false
}

// onlyFromMain reports a function of a command that runs only as part of
// its start: main or init, or a function whose every call in the package is
// made from one (a starter's runWorkflow helper), and never taken as a
// value (which could make it a callback run per message).
func onlyFromMain(fn *ssa.Function) bool {
	seen := map[*ssa.Function]bool{}
	var from func(*ssa.Function, int) bool
	from = func(g *ssa.Function, depth int) bool {
		if g.Name() == "main" || strings.HasPrefix(g.Name(), "init") {
			return g.Parent() == nil
		}
		if depth > 3 || seen[g] {
			return false
		}
		seen[g] = true
		refs := g.Referrers()
		if refs == nil {
			return callersOnly(g, func(caller *ssa.Function) bool { return from(caller, depth+1) })
		}
		return false
	}
	return from(fn, 0)
}

// callersOnly reports whether g has static callers in its package and each
// satisfies ok, and whether g is never used as a value.
func callersOnly(g *ssa.Function, ok func(*ssa.Function) bool) bool {
	calls := 0
	for _, member := range g.Pkg.Members {
		caller, isFn := member.(*ssa.Function)
		if !isFn {
			continue
		}
		for _, c := range append([]*ssa.Function{caller}, caller.AnonFuncs...) {
			for _, b := range c.Blocks {
				for _, in := range b.Instrs {
					for _, op := range in.Operands(nil) {
						if *op != g {
							continue
						}
						call, isCall := in.(ssa.CallInstruction)
						if !isCall || call.Common().Value != g || !ok(c) {
							return false
						}
						calls++
					}
				}
			}
		}
	}
	return calls > 0
}
