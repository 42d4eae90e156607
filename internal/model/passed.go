package model

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/objectpath"
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
// function fn, or, with external, every call but those of other packages
// the whole-module view has seen (Passed): no other package can call it
// (an unexported name, or a command's), it is not generic, no interface
// call of the package may reach it, and its non-test code only calls it.
func (m *model) callsKnown(fn *ssa.Function, external bool) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || fn.Parent() != nil || fn.Synthetic != "" || fn.TypeParams().Len() > 0 || obj.Signature().RecvTypeParams().Len() > 0 {
		return false
	}
	if !external && obj.Exported() && m.pass.Pkg.Name() != "main" {
		return false
	}
	ix := m.passedIndex()
	if ix.escapes[fn] || !external && len(ix.calls[fn]) == 0 {
		return false
	}
	return obj.Signature().Recv() == nil || !ix.invoked[obj.Name()]
}

// paramFuncs returns the functions of the package that the func-typed
// parameter p (1-based) of fn may hold: those passed for it at every call
// of fn, a parameter passed on standing for its own callers' (RegisterJob
// passing its fn to runJob); and the summaries the whole-module view says
// callers in other packages pass (Passed). ok is false unless every call
// passes one the package or the view shows (callsKnown), within the
// budgets.
func (m *model) paramFuncs(fn *ssa.Function, p int) (funcs []*ssa.Function, external []*Summary, ok bool) {
	type param struct {
		fn *ssa.Function
		p  int
	}
	seen := map[param]bool{}
	var walk func(fn *ssa.Function, p, depth int) bool
	walk = func(fn *ssa.Function, p, depth int) bool {
		if depth > maxTrace || len(funcs)+len(external) > maxTargets {
			return false
		}
		if seen[param{fn, p}] {
			return true
		}
		seen[param{fn, p}] = true
		ext := m.passedFact(fn, p)
		if !m.callsKnown(fn, ext != nil) {
			return false
		}
		if ext != nil {
			external = append(external, ext)
		}
		for _, st := range m.passedIndex().calls[fn] {
			callee, _ := fn.Object().(*types.Func)
			_, params := splitArgs(st.call.Common(), callee)
			if p > len(params) {
				return false
			}
			a := params[p-1]
			if g := m.funcOf(a); g != nil {
				if !slices.Contains(funcs, g) {
					funcs = append(funcs, g)
				}
				continue
			}
			if obj := funcObject(a); obj != nil && obj.Pkg() != m.pass.Pkg {
				sum := m.imported(obj) // a function of another package (notify.Digest)
				if sum == nil {
					return false
				}
				external = append(external, sum)
				continue
			}
			owner, q := m.paramBehind(st.in, a)
			if owner == nil || q == 0 || !walk(owner, q, depth+1) {
				return false
			}
		}
		return true
	}
	if !walk(fn, p, 0) || len(funcs)+len(external) == 0 {
		return nil, nil, false
	}
	return funcs, external, true
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
	ts, external, ok := s.m.paramFuncs(owner, p)
	if !ok {
		return
	}
	sums := slices.Clone(external)
	for _, t := range ts {
		if s.m.local[t] == nil {
			return // a function that does nothing the model knows: the call may be it
		}
		sums = append(sums, s.m.local[t])
	}
	ss := make([]*Summary, len(sums))
	for i, sum := range sums {
		run := *sum
		run.Kinds &^= Mask(0).With(Ack).With(Nack).With(Receive)
		ss[i] = &run
	}
	common := Agree(ss)
	if common == nil {
		return
	}
	n := len(s.ops)
	s.summaryOps(instr, nil, common, params) // named by the call (fn): the functions' receivers are not its arguments
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

// The whole-module view of func parameters. RegisterJob(spec, name, fn),
// exported from a scheduler package, hands fn to runJob, which gates it;
// the functions passed for fn are main's closures. A driver that sees the
// whole module asks each package what it passes for the func parameters
// of the module's other packages' functions (Passes), and attaches to a
// function that every call in the module passes functions agreeing on
// something the Passed fact: the package then resolves a call of that
// parameter as if the calls were its own. The view attaches it only to a
// function that nothing outside the module can call (in an internal
// package or a command), that no package of the module takes as a value,
// and whose name no package the view did not analyse selects.

// Pass is what a call of this package passes for a func parameter of a
// function of another package — the function at Path in package Pkg,
// named Name: the summary of the function passed, or nil when it is not
// one of the package's or does nothing the model knows. Param 0 is a
// mention of the function as a value: its calls are not all seen.
type Pass struct {
	Pkg, Path, Name string
	Param           int
	Summary         *Summary
}

// Passes returns what the package passes for the func parameters of other
// packages' functions, for the whole-module view.
func (r *Result) Passes() []Pass {
	if r.m == nil {
		return nil
	}
	return r.m.passes
}

// Passed is the fact the whole-module view attaches to a function whose
// callers in other packages all pass, for each of the func parameters
// listed, functions agreeing on the summary.
type Passed struct {
	Params []PassedParam
}

// PassedParam is one func parameter (1-based) of a Passed function.
type PassedParam struct {
	Param   int
	Summary *Summary
}

// AFact marks Passed as an analysis fact.
func (*Passed) AFact() {}

func (p *Passed) String() string {
	var b strings.Builder
	b.WriteString("passed:")
	for _, pp := range p.Params {
		fmt.Fprintf(&b, " %d=(%s)", pp.Param, pp.Summary)
	}
	return b.String()
}

// passedOut computes Passes: for each call of the package's non-test code
// of a function of another package of the program (not a catalogued
// library's, not the standard library's), what it passes for each func
// parameter; and each such function mentioned as a value.
func (m *model) passedOut() []Pass {
	var out []Pass
	foreign := func(g *ssa.Function) (*types.Func, string, bool) {
		if o := g.Origin(); o != nil {
			g = o
		}
		obj, ok := g.Object().(*types.Func)
		if !ok || obj.Pkg() == nil || obj.Pkg() == m.pass.Pkg || m.ix.isCatalogPkg(obj.Pkg().Path()) || m.foreignStd(obj.Pkg().Path()) {
			return nil, "", false
		}
		path, err := objectpath.For(obj.Origin())
		return obj, string(path), err == nil
	}
	add := func(p Pass) {
		if !slices.ContainsFunc(out, func(q Pass) bool {
			return q.Pkg == p.Pkg && q.Path == p.Path && q.Param == p.Param && sameSummary(q.Summary, p.Summary)
		}) {
			out = append(out, p)
		}
	}
	var ops []*ssa.Value
	for _, fn := range m.funcs {
		if m.inTestFile(fn) {
			continue
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				var callee ssa.Value
				if call, ok := in.(ssa.CallInstruction); ok && !call.Common().IsInvoke() {
					c := call.Common()
					if g, ok := c.Value.(*ssa.Function); ok {
						if obj, path, ok := foreign(g); ok {
							callee = g
							_, params := splitArgs(c, obj)
							for i, a := range params {
								if _, isFunc := a.Type().Underlying().(*types.Signature); !isFunc {
									continue
								}
								p := Pass{Pkg: obj.Pkg().Path(), Path: path, Name: obj.Name(), Param: i + 1}
								if sum := m.valueSummary(a); sum != nil {
									run := *sum
									run.Kinds &^= Mask(0).With(Ack).With(Nack).With(Receive)
									p.Summary = &run
								}
								add(p)
							}
						}
					}
				}
				for _, op := range in.Operands(ops[:0]) {
					if *op == nil || *op == callee {
						continue
					}
					var g *ssa.Function
					switch v := (*op).(type) {
					case *ssa.Function:
						g = v
					case *ssa.MakeClosure:
						g, _ = v.Fn.(*ssa.Function)
					}
					if g == nil {
						continue
					}
					if obj, ok := g.Object().(*types.Func); ok && g.Synthetic != "" {
						if h := m.prog.FuncValue(obj); h != nil {
							g = h // a bound method value: the method
						}
					}
					if obj, path, ok := foreign(g); ok {
						add(Pass{Pkg: obj.Pkg().Path(), Path: path, Name: obj.Name()})
					}
				}
			}
		}
	}
	return out
}

// valueSummary returns the summary of the function a func value denotes:
// one of the package's, or of another package (its fact); nil if none.
func (m *model) valueSummary(v ssa.Value) *Summary {
	if t := m.funcOf(v); t != nil {
		return m.local[t]
	}
	if obj := funcObject(v); obj != nil {
		return m.imported(obj)
	}
	return nil
}

func sameSummary(a, b *Summary) bool { return (a == nil) == (b == nil) && (a == nil || a.equal(b)) }

// passedFact returns the summary the whole-module view says the callers
// of the declared function fn in other packages pass for its func
// parameter p, or nil.
func (m *model) passedFact(fn *ssa.Function, p int) *Summary {
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return nil
	}
	f := new(Passed)
	if !m.pass.ImportObjectFact(obj, f) {
		return nil
	}
	for _, pp := range f.Params {
		if pp.Param == p {
			return pp.Summary
		}
	}
	return nil
}
