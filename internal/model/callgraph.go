package model

import (
	"golang.org/x/tools/go/ssa"
)

// The summaries of a package's functions are computed bottom-up over its
// call graph: the strongly connected components of the graph, callees'
// components first, each iterated to a fixpoint on its own. A function's
// summary is final once its component is, so an acyclic chain of wrappers
// is summarised in one pass whatever order it is declared in.
//
// The graph's edges are what a scan of a function reads of the others'
// summaries: a static call of one of the package's functions, an
// interface call of a method the package implements (as summariesOf
// resolves it), a call of a function value whose targets the package
// shows (funcTargets). A function used as a value (a closure made, a
// method value or function handed to a helper or a registration) is tied
// both ways to the function that mentions it: the mention's scan records
// the transaction the callback runs in (cbTx), which the callback's own
// scan reads, and a closure's operations are scanned as its parent's.

// callGraph returns, for each function of the package, the functions of
// the package whose summaries its scan reads, or whose scans read what its
// scan records.
func (m *model) callGraph() map[*ssa.Function][]*ssa.Function {
	own := make(map[*ssa.Function]bool, len(m.funcs))
	for _, fn := range m.funcs {
		own[fn] = true
	}
	edges := make(map[*ssa.Function][]*ssa.Function, len(m.funcs))
	seen := map[[2]*ssa.Function]bool{}
	link := func(from, to *ssa.Function) {
		if to == nil || !own[to] || seen[[2]*ssa.Function{from, to}] {
			return
		}
		seen[[2]*ssa.Function{from, to}] = true
		edges[from] = append(edges[from], to)
	}
	var operands []*ssa.Value
	for _, fn := range m.funcs {
		if p := fn.Parent(); p != nil {
			link(p, fn)
			link(fn, p)
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(ssa.CallInstruction); ok {
					c := call.Common()
					callee, sf := calleeOf(c)
					switch {
					case sf != nil:
					case callee != nil && isInterfaceMethod(callee):
						for _, impl := range m.implementations(callee) {
							if g := m.prog.FuncValue(impl); g != nil {
								link(fn, m.ownFunc(g))
							}
						}
					case !c.IsInvoke():
						for _, t := range m.funcTargets(c.Value, map[ssa.Value]bool{}) {
							link(fn, t)
						}
						if owner, p := m.paramBehind(fn, c.Value); owner != nil && p > 0 {
							ts, _, _ := m.paramFuncs(owner, p)
							for _, t := range ts {
								link(fn, t) // the functions passed for the parameter called
							}
						}
					}
				}
				operands = mentions(instr, operands,
					func(sf *ssa.Function) { link(fn, m.ownFunc(sf)) }, // an edge one way only
					func(g *ssa.Function) {
						if g = m.ownFunc(g); g != nil && g != fn {
							link(fn, g)
							link(g, fn)
						}
					})
			}
		}
	}
	return edges
}

// components returns the strongly connected components of the graph over
// nodes, each component's successors' components before it (Tarjan's
// algorithm, iterative: a chain of thousands of functions must not
// exhaust the stack), and whether each component has a cycle (more than
// one function, or one that reaches itself).
func components(nodes []*ssa.Function, edges map[*ssa.Function][]*ssa.Function) (comps [][]*ssa.Function, cyclic []bool) {
	type state struct{ index, low int }
	st := make(map[*ssa.Function]*state, len(nodes))
	var stack []*ssa.Function
	onStack := map[*ssa.Function]bool{}
	next := 0
	type frame struct {
		fn *ssa.Function
		i  int // the next edge of fn to follow
	}
	for _, root := range nodes {
		if st[root] != nil {
			continue
		}
		work := []frame{{fn: root}}
		st[root] = &state{next, next}
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(work) > 0 {
			top := &work[len(work)-1]
			if top.i < len(edges[top.fn]) {
				w := edges[top.fn][top.i]
				top.i++
				switch {
				case st[w] == nil:
					st[w] = &state{next, next}
					next++
					stack = append(stack, w)
					onStack[w] = true
					work = append(work, frame{fn: w})
				case onStack[w]:
					st[top.fn].low = min(st[top.fn].low, st[w].index)
				}
				continue
			}
			v := top.fn
			work = work[:len(work)-1]
			if len(work) > 0 {
				parent := work[len(work)-1].fn
				st[parent].low = min(st[parent].low, st[v].low)
			}
			if st[v].low != st[v].index {
				continue
			}
			var comp []*ssa.Function
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			self := false
			for _, w := range edges[v] {
				self = self || w == v
			}
			comps = append(comps, comp)
			cyclic = append(cyclic, len(comp) > 1 || self)
		}
	}
	return comps, cyclic
}

// mentions reports the functions instr mentions: called, the callee of a
// static call (call), and taken as values, a function or the function of
// a closure made that is not that callee (value). It returns the operand
// buffer ops, reused.
func mentions(instr ssa.Instruction, ops []*ssa.Value, call, value func(*ssa.Function)) []*ssa.Value {
	var direct ssa.Value
	if c, ok := instr.(ssa.CallInstruction); ok {
		if sf := c.Common().StaticCallee(); sf != nil {
			direct = c.Common().Value
			call(sf)
		}
	}
	ops = instr.Operands(ops[:0])
	for _, o := range ops {
		if o == nil || *o == nil || *o == direct {
			continue
		}
		switch v := (*o).(type) {
		case *ssa.Function:
			value(v)
		case *ssa.MakeClosure:
			if g, ok := v.Fn.(*ssa.Function); ok {
				value(g)
			}
		}
	}
	return ops
}
