package model

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// The order of operations, and what a handler reaches: the questions the
// analyzers ask of operations rather than of instructions. An operation of
// a closure run at a call (a TxFunc's callback, a helper that runs its
// func argument) stands at that call, with the closure's own operation as
// Inner: two operations at one call are ordered by the closure they come
// from, or by the helper that records only after running its callback.

// At returns the operation inside the closures op comes from: where the
// user wrote it.
func At(op *Op) *Op {
	for op.Inner != nil {
		op = op.Inner
	}
	return op
}

// OpAfter reports whether b can run after a in one pass through the
// function.
func (r *Result) OpAfter(a, b *Op) bool {
	for a.Instr == b.Instr {
		if a.Inner == nil || b.Inner == nil {
			return b.AfterRun && a.Inner != nil
		}
		a, b = a.Inner, b.Inner
	}
	return r.Flow(a.Instr.Parent()).After(a.Instr, b.Instr)
}

// OpDominates reports whether a runs before b on every path.
func (r *Result) OpDominates(a, b *Op) bool {
	for a.Instr == b.Instr {
		if a.Inner == nil || b.Inner == nil {
			return a.Inner == nil && !a.AfterRun && b.Inner != nil
		}
		a, b = a.Inner, b.Inner
	}
	return ssax.Dominates(a.Instr, b.Instr)
}

// InTx returns the transaction op runs in, looking into the closure it
// comes from, or nil.
func (op *Op) InTx() *Tx {
	for ; op != nil; op = op.Inner {
		if op.Tx != nil {
			return op.Tx
		}
	}
	return nil
}

// MaybeInTx reports a write of f without a known transaction that takes a
// value computed from one of f's transactions (sqlc's
// queries.WithTx(tx).CreateOrder): it may well run inside it.
func MaybeInTx(f *Func, w *Op) bool {
	var txs []ssa.Value
	for _, op := range f.Ops {
		if op.Kind == Begin && op.Value != nil {
			txs = append(txs, op.Value)
		}
	}
	for _, p := range f.SSA.Params {
		if IsTx(p.Type()) {
			txs = append(txs, p)
		}
	}
	return dependsOnAny(ssax.CallArgs(w.Instr), txs)
}

// SharesTx reports whether a and b both take one value of a transaction
// type (a pgx.Tx a program helper opened, handed to two sqlc queries), or
// one handle the function was given as an interface (sqlc's DBTX, which
// its callers fill with their transaction): they run in one transaction,
// wherever it began.
func SharesTx(a, b *Op) bool {
	a, b = At(a), At(b)
	if a.Instr == nil || b.Instr == nil {
		return false
	}
	var txs []ssa.Value
	for _, v := range ssax.CallArgs(a.Instr) {
		v = Unwrap(v)
		if _, param := v.(*ssa.Parameter); IsTx(v.Type()) || param && types.IsInterface(v.Type()) && !IsContext(v.Type()) && !IsError(v.Type()) {
			txs = append(txs, v)
		}
	}
	return len(txs) > 0 && dependsOnAny(ssax.CallArgs(b.Instr), txs)
}

// RunsIn reports whether op, whose own transaction is not known, takes a
// value of tx (the transaction a Begin returned, or the parameter that
// carries it): sqlc's repo.New(tx).GetX, a helper handed the tx.
func RunsIn(op *Op, tx *Tx) bool {
	if tx == nil || op.Tx != nil {
		return false
	}
	var v ssa.Value
	switch {
	case tx.Begin != nil && tx.Begin.Value != nil:
		v = tx.Begin.Value
	case tx.Param > 0 && tx.Func != nil && paramSlot(tx.Func, tx.Param) < len(tx.Func.Params):
		v = tx.Func.Params[paramSlot(tx.Func, tx.Param)]
	default:
		return false
	}
	return dependsOnAny(ssax.CallArgs(op.Instr), []ssa.Value{v})
}

// PersonFacing reports an EFFECT that a person receives or pays for (a
// payment, an email, a text message, a call): in a periodic job these are
// reported, a heartbeat request or a command is not.
func (op *Op) PersonFacing() bool { return catalog.PersonFacing(op.Does) }

// PerMessage reports a function that runs once per delivery: a HANDLER,
// or the body of a receive loop.
func (f *Func) PerMessage() bool {
	if f.Handler != "" {
		return true
	}
	for _, op := range f.Ops {
		if op.Kind == Receive {
			return true
		}
	}
	return false
}

// Unit is a function examined for a handler: the handler itself, or a
// function of the package it calls.
type Unit struct {
	F       *Func
	Handler *Func // the handler F is, or that calls it; nil for a handler of another package
	Job     bool  // the handler runs on a schedule (a periodic job), not per delivery
	// Caller says, where Handler is nil, which handler of another package
	// calls F ("called by (*jobs.Scheduler).Run"), and so on down.
	Caller string
	// Claimed reports a function called only after a claim of its caller
	// (or of theirs) decided that this delivery may act: what it does runs
	// once per message.
	Claimed bool
}

// Reached returns the functions of the package that run once per
// delivery (PerMessage) and the functions of the package they call,
// transitively, handlers first. A function reached both after a claim and
// without one is reached without one.
func (r *Result) Reached() []Unit {
	var out []Unit
	in := map[*ssa.Function]bool{}
	var work, claimed []Unit
	for _, f := range r.Funcs {
		if f.PerMessage() {
			out = append(out, Unit{F: f, Handler: f, Job: f.Periodic})
			in[f.SSA] = true
			work = append(work, out[len(out)-1])
		}
	}
	if r.m != nil {
		// Called by a handler of another package (the whole-module view).
		for _, f := range r.Funcs {
			if reg := r.m.reachedBy[f.SSA]; reg != nil && !in[f.SSA] {
				out = append(out, Unit{F: f, Job: reg.Periodic, Caller: reg.Why})
				in[f.SSA] = true
				work = append(work, out[len(out)-1])
			}
		}
	}
	visit := func(u Unit, add func(Unit, bool)) {
		claims := r.Claims(u.F)
		for _, b := range u.F.SSA.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				if started := r.Started(instr); started != nil {
					callee = started // a task handed to a worker pool runs for the same delivery
				}
				if callee == nil || in[callee] || callee.Pkg != u.F.SSA.Pkg {
					continue
				}
				if g := r.Of(callee); g != nil {
					after := slices.ContainsFunc(claims, func(c *Op) bool { return ssax.Dominates(c.Instr, instr) })
					add(Unit{F: g, Handler: u.Handler, Job: u.Job, Caller: u.Caller, Claimed: u.Claimed || after}, after)
				}
			}
		}
	}
	// First what runs without a claim, then what only a claim lets run.
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		visit(u, func(v Unit, after bool) {
			if after {
				claimed = append(claimed, v)
				return
			}
			in[v.F.SSA] = true
			out = append(out, v)
			work = append(work, v)
		})
	}
	for len(claimed) > 0 {
		u := claimed[len(claimed)-1]
		claimed = claimed[:len(claimed)-1]
		if in[u.F.SSA] {
			continue
		}
		in[u.F.SSA] = true
		out = append(out, u)
		visit(u, func(v Unit, _ bool) {
			v.Claimed = true
			claimed = append(claimed, v)
		})
	}
	return out
}
