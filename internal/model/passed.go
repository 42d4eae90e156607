package model

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Functions passed as arguments. A scheduler's runJob(name, fn) reads the
// job's last run, returns if it is recent, calls fn and records the run:
// the act it gates is whatever its callers pass for fn. Within one package
// a call of a func-typed parameter is the functions passed for that
// parameter at every call of the enclosing function (paramFuncs) — through
// the parameters of callers that pass theirs on — when the package shows
// every call: a function no other package can call, that the package's
// non-test code only calls (never takes as a value), each call passing a
// function the package declares. What those functions agree on (Agree) is
// what the call does, as an interface call is what its implementations
// agree on. A driver that sees one package at a time sees no caller in
// another package, and resolves nothing for a function other packages may
// call.

// paramUses is the package's index of the static calls of its declared
// functions, and of the functions it mentions in any other way.
type paramUses struct {
	calls   map[*ssa.Function][]site
	escapes map[*ssa.Function]bool
	invoked map[string]bool // the names of the interface methods the package calls
}

// site is one static call of a function: the call and the function it is
// made in.
type site struct {
	in   *ssa.Function
	call ssa.CallInstruction
}

// passedIndex builds, once per package, the index paramFuncs reads. The
// package's test files are left out: the fakes they pass do not count.
func (m *model) passedIndex() *paramUses {
	if m.passed != nil {
		return m.passed
	}
	ix := &paramUses{calls: map[*ssa.Function][]site{}, escapes: map[*ssa.Function]bool{}, invoked: map[string]bool{}}
	var ops []*ssa.Value
	for _, fn := range m.funcs {
		if m.inTestFile(fn) {
			continue
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				var callee ssa.Value
				if call, ok := in.(ssa.CallInstruction); ok {
					c := call.Common()
					if c.IsInvoke() {
						ix.invoked[c.Method.Name()] = true
					} else if g, ok := c.Value.(*ssa.Function); ok && g.Synthetic == "" {
						if own := m.ownFunc(g); own != nil {
							ix.calls[own] = append(ix.calls[own], site{fn, call})
							callee = c.Value
						}
					}
				}
				for _, op := range in.Operands(ops[:0]) {
					if *op == nil || *op == callee {
						continue
					}
					if g, ok := (*op).(*ssa.Function); ok {
						if own := m.ownFunc(g); own != nil {
							ix.escapes[own] = true // a function or method value
						}
					}
				}
			}
		}
	}
	m.passed = ix
	return ix
}

// callsKnown reports whether the package shows every call of the declared
// function fn: no other package can call it (an unexported name, or a
// command's), it is not generic, no interface call of the package may
// reach it, and its non-test code only calls it.
func (m *model) callsKnown(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || fn.Parent() != nil || fn.Synthetic != "" || fn.TypeParams().Len() > 0 || obj.Signature().RecvTypeParams().Len() > 0 {
		return false
	}
	if obj.Exported() && m.pass.Pkg.Name() != "main" {
		return false
	}
	ix := m.passedIndex()
	if ix.escapes[fn] || len(ix.calls[fn]) == 0 {
		return false
	}
	return obj.Signature().Recv() == nil || !ix.invoked[obj.Name()]
}

// paramFuncs returns the functions of the package that the func-typed
// parameter p (1-based) of fn may hold: those passed for it at every call
// of fn, a parameter passed on standing for its own callers' (RegisterJob
// passing its fn to runJob); nil unless every call passes one the package
// shows (callsKnown), within the budgets.
func (m *model) paramFuncs(fn *ssa.Function, p int) []*ssa.Function {
	type param struct {
		fn *ssa.Function
		p  int
	}
	var out []*ssa.Function
	seen := map[param]bool{}
	var walk func(fn *ssa.Function, p, depth int) bool
	walk = func(fn *ssa.Function, p, depth int) bool {
		if depth > maxTrace || len(out) > maxTargets {
			return false
		}
		if seen[param{fn, p}] {
			return true
		}
		seen[param{fn, p}] = true
		if !m.callsKnown(fn) {
			return false
		}
		for _, st := range m.passedIndex().calls[fn] {
			callee, _ := fn.Object().(*types.Func)
			_, params := splitArgs(st.call.Common(), callee)
			if p > len(params) {
				return false
			}
			a := params[p-1]
			if g := m.funcOf(a); g != nil {
				if !slices.Contains(out, g) {
					out = append(out, g)
				}
				continue
			}
			owner, q := m.paramBehind(st.in, a)
			if owner == nil || q == 0 || !walk(owner, q, depth+1) {
				return false
			}
		}
		return true
	}
	if !walk(fn, p, 0) {
		return nil
	}
	return out
}

// passedCall adds, at a call of a func-typed parameter (fn() in runJob),
// what every function passed for it agrees on; its acks and receives are
// the functions' own, for the messages they are handed. A call that hands
// over the message runs a handler (registersParam), examined as one. What
// the functions do is not the function's own work (works).
func (s *fscan) passedCall(instr ssa.CallInstruction, params []ssa.Value) {
	if s.m.handsMessage(instr.Common()) {
		return
	}
	owner, p := s.m.paramBehind(s.fn, instr.Common().Value)
	if owner == nil || p == 0 {
		return
	}
	ts := s.m.paramFuncs(owner, p)
	if len(ts) == 0 {
		return
	}
	var ss []*Summary
	for _, t := range ts {
		sum := s.m.local[t]
		if sum == nil {
			return // a function that does nothing the model knows: the call may be it
		}
		run := *sum
		run.Kinds &^= Mask(0).With(Ack).With(Nack).With(Receive)
		ss = append(ss, &run)
	}
	common := Agree(ss)
	if common == nil {
		return
	}
	callee, _ := ts[0].Object().(*types.Func)
	n := len(s.ops)
	s.summaryOps(instr, callee, common, params)
	for _, op := range s.ops[n:] {
		op.Passed = p
	}
}

// ownOps returns the operations of a scan that its function's summary
// carries: not those of a call of the parameter the function runs, which
// its callers add for what they pass (runsFunc).
func ownOps(sc *fscan) []*Op {
	if sc.runs == 0 || !slices.ContainsFunc(sc.ops, func(op *Op) bool { return op.Passed == sc.runs }) {
		return sc.ops
	}
	return slices.DeleteFunc(slices.Clone(sc.ops), func(op *Op) bool { return op.Passed == sc.runs })
}
