package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// uniqueHandledAbove reports whether the error of v, a write of the
// closure fn, reaches a unique-violation test in every function that
// calls fn: fn returns that error, and each use of fn is a call whose
// error its function tests (uniqueHandled) or returns in turn, or hands
// fn to a transaction that runs it (a callback of cbTx, whose call
// returns the callback's error). A find-or-create closure run in a
// transaction and, without one, directly, whose caller reads the winner's
// row back on a unique violation (fiber-golang-boilerplate's
// FindOrCreateByGoogle), handles the violation. A named function's
// callers are not all in view (other packages): only closures are
// followed, up to maxCaptures levels.
func (m *model) uniqueHandledAbove(fn *ssa.Function, v ssa.Value, depth int) bool {
	if v == nil || fn.Parent() == nil || depth >= maxCaptures || !returnsErrorOf(fn, v) {
		return false
	}
	calls := m.closureCalls(fn)
	if len(calls) == 0 {
		return false
	}
	for _, c := range calls {
		g := c.Parent()
		if !m.uniqueHandled(g, c) && !m.uniqueHandledAbove(g, c, depth+1) {
			return false
		}
	}
	return true
}

// closureCalls returns the calls that run the closure fn: a call of its
// value, in its parent or in a closure that captured it, or a call that
// hands it to a transaction to run (cbTx). It returns nil when fn's value
// has any other use (stored, returned, given to another call), whose runs
// are out of view.
func (m *model) closureCalls(fn *ssa.Function) []*ssa.Call {
	var vals []ssa.Value
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn {
				vals = append(vals, mc)
			}
		}
	}
	if len(vals) != 1 {
		return nil
	}
	closure := vals[0]
	var out []*ssa.Call
	seen := map[ssa.Value]bool{}
	var uses, cell func(v ssa.Value, depth int) bool
	// bound follows v into the closures that capture it (a binding's
	// free variable), with follow.
	bound := func(mc *ssa.MakeClosure, v ssa.Value, depth int, follow func(ssa.Value, int) bool) bool {
		inner, ok := mc.Fn.(*ssa.Function)
		if !ok {
			return false
		}
		for i, b := range mc.Bindings {
			if b == v && !follow(inner.FreeVars[i], depth+1) {
				return false
			}
		}
		return true
	}
	uses = func(v ssa.Value, depth int) bool {
		if seen[v] || depth > maxCaptures {
			return false
		}
		seen[v] = true
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.DebugRef:
			case *ssa.Call:
				switch {
				case r.Call.Value == v:
					out = append(out, r)
				case m.cbTx[fn] != nil && !r.Call.IsInvoke() && slices.Contains(r.Call.Args, v):
					out = append(out, r) // the transaction runs it and returns its error
				default:
					return false
				}
			case *ssa.MakeClosure:
				if !bound(r, v, depth, uses) {
					return false
				}
			case *ssa.Store:
				// A variable a closure captures lives in a cell.
				if r.Val != v || !cell(r.Addr, depth+1) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	// cell follows the loads of a variable's cell that holds the closure
	// and no other value.
	cell = func(p ssa.Value, depth int) bool {
		if seen[p] || depth > maxCaptures {
			return seen[p]
		}
		seen[p] = true
		switch p.(type) {
		case *ssa.Alloc, *ssa.FreeVar:
		default:
			return false
		}
		refs := p.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.DebugRef:
			case *ssa.Store:
				if r.Addr != p || r.Val != closure {
					return false
				}
			case *ssa.UnOp:
				if r.Op != token.MUL || !uses(r, depth+1) {
					return false
				}
			case *ssa.MakeClosure:
				if !bound(r, p, depth, cell) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	if !uses(closure, 0) {
		return nil
	}
	return out
}

// returnsErrorOf reports whether fn returns, from some return, an error
// computed from v, as uniqueHandled reads a test of it: the write's error
// itself, wrapped, or through a φ-node.
func returnsErrorOf(fn *ssa.Function, v ssa.Value) bool {
	errType := types.Universe.Lookup("error").Type()
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		last := ret.Results[len(ret.Results)-1]
		if types.Identical(last.Type(), errType) && dependsOn(last, func(x ssa.Value) bool { return x == v }) {
			return true
		}
	}
	return false
}
