package model

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ssax"
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
	return takesTesting(ssax.Outermost(f.SSA)) || r.m != nil && r.m.testSupport
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
// whether as the callee of a static call, or put in a table of functions
// that the function only calls (tableCall).
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
					m.uses[g] = append(m.uses[g], use{in: fn, call: isCall && call.Common().Value == g || tableCall(in)})
				}
			}
		}
	}
	return m.uses
}

// tableCall reports an instruction that puts a function into a local table
// of its function — a map literal of functions, or of structs holding them
// (commands := map[string]struct{run func(…)}{…}), or a slice literal of
// functions (steps := []func() error{r.initSchema, r.seedDefaults}) — whose values the
// function only calls: each function in it is called from there, as by a
// static call. A table whose values go anywhere else (a registration, a
// goroutine, a result) holds callbacks.
func tableCall(in ssa.Instruction) bool {
	switch x := in.(type) {
	case *ssa.MapUpdate:
		mm, ok := x.Map.(*ssa.MakeMap)
		return ok && onlyCalledTable(mm)
	case *ssa.MakeClosure:
		// A method value put in a slice literal of steps:
		// []func() error{r.initSchema, r.seedDefaults}.
		rs := nonDebugReferrers(x)
		for _, r := range rs {
			if st, ok := r.(*ssa.Store); !ok || st.Val != x || !tableCall(st) {
				return false
			}
		}
		return len(rs) > 0
	case *ssa.Store:
		if ia, ok := x.Addr.(*ssa.IndexAddr); ok {
			al, ok := ia.X.(*ssa.Alloc)
			return ok && onlyCalledArray(al, 0)
		}
		fa, ok := x.Addr.(*ssa.FieldAddr)
		if !ok {
			return false
		}
		al, ok := fa.X.(*ssa.Alloc)
		if !ok {
			return false
		}
		into := false // the struct copied into a table
		for _, r := range nonDebugReferrers(al) {
			switch y := r.(type) {
			case *ssa.FieldAddr:
			case *ssa.UnOp:
				for _, rr := range nonDebugReferrers(y) {
					u, ok := rr.(*ssa.MapUpdate)
					if !ok || u.Value != y {
						return false
					}
					mm, ok := u.Map.(*ssa.MakeMap)
					if !ok || !onlyCalledTable(mm) {
						return false
					}
					into = true
				}
			default:
				return false
			}
		}
		return into
	}
	return false
}

// onlyCalledArray reports an array (the backing array of a slice
// literal) whose elements its function only sets, indexes, ranges over
// and calls.
func onlyCalledArray(v ssa.Value, depth int) bool {
	if depth > 2 {
		return false
	}
	for _, r := range nonDebugReferrers(v) {
		switch x := r.(type) {
		case *ssa.IndexAddr:
			for _, rr := range nonDebugReferrers(x) {
				switch y := rr.(type) {
				case *ssa.Store:
					if y.Addr != x {
						return false
					}
				case *ssa.UnOp:
					if y.Op != token.MUL || !onlyCalled(y, 0, nil) {
						return false
					}
				default:
					return false
				}
			}
		case *ssa.Slice:
			if !onlyCalledArray(x, depth+1) {
				return false
			}
		case ssa.CallInstruction: // len(steps)
			if _, ok := x.Common().Value.(*ssa.Builtin); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// onlyCalledTable reports a map literal whose values its function only
// looks up or ranges over, and calls.
func onlyCalledTable(mm *ssa.MakeMap) bool {
	for _, r := range nonDebugReferrers(mm) {
		switch x := r.(type) {
		case *ssa.MapUpdate:
			if x.Map != mm {
				return false
			}
		case *ssa.Lookup:
			if x.X != mm || !onlyCalled(x, 0, nil) {
				return false
			}
		case *ssa.Range:
			for _, n := range nonDebugReferrers(x) {
				if next, ok := n.(*ssa.Next); !ok || !onlyCalled(next, 0, nil) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// onlyCalled reports a value taken from a table whose functions are only
// called: the callee of calls, or a struct whose function fields are, kept
// in a local or not, or in a variable that closures capture and only call.
// at, when not nil, is told the function of each such call, and makes an
// argument of a static call a use it is told too, as the call itself
// (callee, and the argument's index).
func onlyCalled(v ssa.Value, depth int, at func(*ssa.Function, *ssa.CallCommon, int)) bool {
	if depth > 4 {
		return false
	}
	if !holdsFunc(v.Type(), 0) {
		return true
	}
	for _, r := range nonDebugReferrers(v) {
		switch x := r.(type) {
		case *ssa.Extract:
			if !onlyCalled(x, depth+1, at) {
				return false
			}
		case *ssa.Field:
			if !onlyCalled(x, depth+1, at) {
				return false
			}
		case ssa.CallInstruction:
			c := x.Common()
			switch {
			case c.Value == v && !slices.Contains(c.Args, v):
				if at != nil {
					at(x.Parent(), nil, 0)
				}
			case at != nil && c.Value != v && c.StaticCallee() != nil:
				for i, a := range c.Args {
					if a == v {
						at(x.Parent(), c, i)
					}
				}
			default:
				return false
			}
		case *ssa.Store:
			al, ok := x.Addr.(*ssa.Alloc)
			if !ok || x.Val != v || !onlyCalledLocal(al, depth+1, at) {
				return false
			}
		case *ssa.BinOp: // f == nil
			if x.Op != token.EQL && x.Op != token.NEQ || !ssax.IsNil(x.X) && !ssax.IsNil(x.Y) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// onlyCalledLocal reports a local (an Alloc, or a closure's FreeVar that
// captures one) whose loaded values, and its fields', are only called
// (c, ok := commands[name]; c.run(ctx)), here or in the closures that
// capture it.
func onlyCalledLocal(al ssa.Value, depth int, at func(*ssa.Function, *ssa.CallCommon, int)) bool {
	for _, r := range nonDebugReferrers(al) {
		switch x := r.(type) {
		case *ssa.Store:
			if x.Addr != al {
				return false
			}
		case *ssa.FieldAddr:
			for _, rr := range nonDebugReferrers(x) {
				ld, ok := rr.(*ssa.UnOp)
				if !ok || ld.Op != token.MUL || !onlyCalled(ld, depth, at) {
					return false
				}
			}
		case *ssa.UnOp:
			if x.Op != token.MUL || !onlyCalled(x, depth, at) {
				return false
			}
		case *ssa.MakeClosure:
			g, ok := x.Fn.(*ssa.Function)
			if !ok || depth > 4 {
				return false
			}
			for i, b := range x.Bindings {
				if b == al && (i >= len(g.FreeVars) || !onlyCalledLocal(g.FreeVars[i], depth+1, at)) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// holdsFunc reports a func type, a tuple or struct with one, or a map
// of them.
func holdsFunc(t types.Type, depth int) bool {
	if depth > 3 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Signature:
		return true
	case *types.Tuple:
		for i := range u.Len() {
			if holdsFunc(u.At(i).Type(), depth+1) {
				return true
			}
		}
	case *types.Struct:
		for i := range u.NumFields() {
			if holdsFunc(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	case *types.Map:
		return holdsFunc(u.Elem(), depth+1)
	case *types.Pointer, *types.Slice, *types.Array, *types.Chan, *types.Interface:
		return true // whatever it points to or holds may be a function
	}
	return false
}
