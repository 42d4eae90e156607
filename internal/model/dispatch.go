package model

import (
	"go/token"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ssax"
)

// Dispatches reports a periodic job that takes its work from a queue in
// its own memory: its function, or a closure of it, drops the head of a
// slice field it holds (p.queue = p.queue[1:], after taking p.queue[0]).
// The items are the process's, put there by its own code (a request's
// task registered on a channel): no other replica holds them, and none
// is left to rerun after a crash, so what the job does with each is not
// repeated (semaphore's task and job pools). So does one that gathers
// what it receives on a channel into a batch (batch = append(batch,
// msgs...) in a select beside the ticker: traQ's push notifications,
// queued by the requests that make them).
func (r *Result) Dispatches(f *Func) bool {
	if f == nil || !f.Periodic {
		return false
	}
	for _, fn := range r.m.funcs {
		if ssax.Within(fn, f.SSA) && (dequeues(fn) || batchesReceived(fn)) {
			return true
		}
	}
	return false
}

// dequeues reports a store into a struct's slice field of a slice of that
// field's own value from a non-zero start (x.f = x.f[1:]).
func dequeues(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			st, ok := in.(*ssa.Store)
			if !ok {
				continue
			}
			to, ok := st.Addr.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			sl, ok := st.Val.(*ssa.Slice)
			if !ok || sl.Low == nil || sl.High != nil {
				continue
			}
			load, ok := sl.X.(*ssa.UnOp)
			if !ok || load.Op != token.MUL {
				continue
			}
			from, ok := load.X.(*ssa.FieldAddr)
			if ok && from.Field == to.Field && sameBase(from.X, to.X) {
				return true
			}
		}
	}
	return false
}

// batchesReceived reports an append of a value received on a channel
// (a receive, or a select's case) to a slice.
func batchesReceived(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call)
			if !ok {
				continue
			}
			if bi, ok := call.Call.Value.(*ssa.Builtin); !ok || bi.Name() != "append" || len(call.Call.Args) < 2 {
				continue
			}
			for _, a := range call.Call.Args[1:] {
				if received(a) {
					return true
				}
			}
		}
	}
	return false
}

// received reports a value received on a channel (<-ch, v, ok := <-ch,
// a select's case), through conversions.
func received(v ssa.Value) bool {
	v = unwrap(v)
	if x, ok := v.(*ssa.Extract); ok {
		if _, sel := x.Tuple.(*ssa.Select); sel {
			return true
		}
		v = x.Tuple
	}
	x, ok := v.(*ssa.UnOp)
	return ok && x.Op == token.ARROW
}

// sameBase reports whether two values are the same pointer: one value, or
// loads of one address (a closure's captured receiver).
func sameBase(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	la, okA := a.(*ssa.UnOp)
	lb, okB := b.(*ssa.UnOp)
	return okA && okB && la.Op == token.MUL && lb.Op == token.MUL && la.X == lb.X
}
