package model

import (
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ssax"
)

// swallows reports whether a failure of fn's own work ends in a normal
// return with nothing on the way that could handle it (Summary.Swallows):
// its error compared with nil, then a return from a function that has no
// results, or whose one result, an error, is nil there. A nack, an ack,
// other work (a dead-letter publish, a failure record, a retry) or any
// further branch on the failure path ends it, as does a result other
// than an error, which may tell the caller (ok bool). Only the first work
// counts (no other work comes before it): a marker written after an
// effect was made, or a failure recorded after a failure, that fails is
// no loss of the work itself, and neither is a processed marker's (Marks).
// A store into what a parameter points to on the way (resp.ErrMsg) tells
// the caller. A callee that swallows makes a caller with no results
// swallow; a caller that returns an error reports its own failures.
func (m *model) swallows(fn *ssa.Function, ops []*Op) bool {
	res := fn.Signature.Results()
	if res.Len() > 1 || res.Len() == 1 && !IsError(res.At(0).Type()) {
		return false
	}
	normal := func(in ssa.Instruction) bool {
		ret, ok := in.(*ssa.Return)
		return ok && (len(ret.Results) == 0 || ssax.IsNil(ret.Results[0]))
	}
	handles := map[ssa.Instruction]bool{}
	for _, op := range ops {
		if IsWork(op) || op.Kind == Ack || op.Kind == Nack || op.Kind == Handoff {
			handles[op.Instr] = true
		}
	}
	stop := func(in ssa.Instruction) bool {
		switch x := in.(type) {
		case *ssa.If:
			return true
		case *ssa.Store:
			return ofParam(x.Addr) // the failure told through an out-parameter (resp.ErrMsg = err.Error())
		}
		return handles[in]
	}
	flow := m.flow(fn)
	for _, op := range ops {
		if !IsWork(op) || op.Passed > 0 || op.UniqueHandled || op.Marks || !FirstWork(flow, ops, op) {
			continue
		}
		if _, async := op.Instr.(*ssa.Go); async {
			continue
		}
		if op.Swallowed {
			if res.Len() == 0 {
				return true
			}
			continue // a function that returns errors reports its failures; a callee's dropped one is the callee's
		}
		e := ssax.ErrorOf(op.Instr)
		if e == nil {
			continue
		}
		for _, fail := range ssax.FailureBranches(e) {
			if ssax.Reaches(fail, 0, normal, stop) {
				return true
			}
		}
	}
	return false
}

// ofParam reports whether addr is a field or element of what a parameter
// points to, at any depth.
func ofParam(addr ssa.Value) bool {
	for range maxCaptures {
		switch a := addr.(type) {
		case *ssa.FieldAddr:
			addr = a.X
		case *ssa.IndexAddr:
			addr = a.X
		case *ssa.UnOp:
			addr = a.X
		case *ssa.Parameter:
			return true
		default:
			return false
		}
	}
	return false
}

// FirstWork reports whether w is work no other work of ops comes before
// (dominates): the message's first work, not a marker written after an
// effect was made, nor a failure recorded after a failure.
func FirstWork(flow *ssax.Flow, ops []*Op, w *Op) bool {
	return !slices.ContainsFunc(ops, func(o *Op) bool {
		_, deferred := o.Instr.(*ssa.Defer) // it runs as the function returns
		return o.Instr != w.Instr && IsWork(o) && !deferred && flow.Dominates(o.Instr, w.Instr)
	})
}
