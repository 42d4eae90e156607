package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// funcTargets returns the package's functions a function value may be:
// the function or method value itself, the edges of a phi, the values a
// function of the package returns.
func (m *model) funcTargets(v ssa.Value, seen map[ssa.Value]bool) []*ssa.Function {
	v = unwrap(v)
	if seen[v] || len(seen) > maxTargets {
		return nil
	}
	seen[v] = true
	if fn := m.funcOf(v); fn != nil {
		return []*ssa.Function{fn}
	}
	var out []*ssa.Function
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			out = append(out, m.funcTargets(e, seen)...)
		}
	case *ssa.Call:
		g := x.Call.StaticCallee()
		if g == nil || m.ownFunc(g) == nil {
			return nil
		}
		for _, r := range returned(m.ownFunc(g)) {
			out = append(out, m.funcTargets(r, seen)...)
		}
	}
	return out
}

// injectedFunc returns the one catalogued library function the package
// stores in the field or variable a dynamic call loads its function from
// (m.send(…) after Mailer{send: smtp.SendMail}), or nil. Stores in test
// files, which inject fakes, do not count.
func (m *model) injectedFunc(v ssa.Value) *types.Func {
	obj := funcSlot(v)
	if obj == nil {
		return nil
	}
	var fs []*types.Func
	for _, val := range m.storesTo(obj) {
		target, ok := unwrap(val).(*ssa.Function)
		if !ok {
			continue
		}
		if f, ok := target.Object().(*types.Func); ok && !slices.Contains(fs, f) {
			fs = append(fs, f)
		}
	}
	if len(fs) == 1 {
		return fs[0]
	}
	return nil
}

// storesTo returns the values the package, outside its test files, stores
// in the struct field or package variable obj.
func (m *model) storesTo(obj types.Object) []ssa.Value {
	if m.stored == nil {
		m.stored = map[types.Object][]ssa.Value{}
		for _, fn := range m.funcs {
			if m.inTestFile(fn) {
				continue
			}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if st, ok := instr.(*ssa.Store); ok {
						if slot := slotOf(st.Addr); slot != nil {
							m.stored[slot] = append(m.stored[slot], st.Val)
						}
					}
				}
			}
		}
	}
	return m.stored[obj]
}

// boundMethod returns the method a method value is bound to (r.Int63),
// when v is one made in this function.
func boundMethod(v ssa.Value) *types.Func {
	mc, ok := unwrap(v).(*ssa.MakeClosure)
	if !ok {
		return nil
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || fn.Synthetic == "" {
		return nil
	}
	f, _ := fn.Object().(*types.Func)
	return f
}

// funcSlot returns the field or package variable a function value is
// loaded from.
func funcSlot(v ssa.Value) types.Object {
	ld, ok := v.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		if f, ok := v.(*ssa.Field); ok {
			return structField(f.X.Type(), f.Field)
		}
		return nil
	}
	return slotOf(ld.X)
}

// slotOf returns the field or package variable an address denotes.
func slotOf(addr ssa.Value) types.Object {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return structField(a.X.Type(), a.Field)
	case *ssa.Global:
		return a.Object()
	}
	return nil
}

func structField(t types.Type, i int) types.Object {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return nil
	}
	return st.Field(i)
}

// adapterCall handles a call of an interface method on a value of a named
// func type that has that method (ent's QuerierFunc and MutateFunc,
// http.HandlerFunc): the method calls the func, so the call runs it —
// inline for a closure, its summary for a function, and, for a parameter,
// the function runs its argument (withInterceptors(ctx, q, qr, inters)
// calling qr.Query). It reports whether the receiver is such a value on
// every path the function shows (values returned by other calls, such as
// an interceptor wrapping the querier, wrap it and are not paths of their
// own).
func (s *fscan) adapterCall(instr ssa.CallInstruction) bool {
	c := instr.Common()
	funcs := false
	for _, v := range adapted(c.Value, c.Method.Name(), map[ssa.Value]bool{}) {
		if p := directParam(s.fn, v, 0); p > 0 {
			// Only where the interface's package declares an adapter:
			// otherwise a parameter's implementations are the callers'.
			if _, async := instr.(*ssa.Go); !async && s.runs == 0 && s.m.hasAdapter(v.Type(), c.Method.Name()) {
				s.runs, s.runsAt = p, instr
			}
			continue
		}
		s.runsFunc(instr, c.Method, v)
		funcs = true
	}
	return funcs
}

// hasAdapter reports whether the package declaring the interface type t
// declares a named func type with the method that implements t (ent's
// Querier and QuerierFunc).
func (m *model) hasAdapter(t types.Type, method string) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	iface, ok := n.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for _, tn := range m.concreteTypes(n.Obj().Pkg()) {
		if isAdapter(tn.Type(), method) && types.Implements(tn.Type(), iface) {
			return true
		}
	}
	return false
}

// adapted returns the func values the interface value v holds through a
// named func type with the method (MakeInterface of QuerierFunc(f)), and
// the parameters of the function v may be, through phis; nil if one of
// v's other sources is not a call.
func adapted(v ssa.Value, method string, seen map[ssa.Value]bool) []ssa.Value {
	if seen[v] || len(seen) > maxTargets {
		return nil
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Parameter:
		if types.IsInterface(x.Type()) {
			return []ssa.Value{x}
		}
	case *ssa.MakeInterface:
		if isAdapter(x.X.Type(), method) {
			return []ssa.Value{x.X}
		}
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if al, ok := x.X.(*ssa.Alloc); ok {
				var out []ssa.Value
				for _, w := range memoryWriters(al) {
					if _, call := w.(*ssa.Call); !call {
						out = append(out, adapted(w, method, seen)...)
					}
				}
				return out
			}
		}
	case *ssa.Phi:
		var out []ssa.Value
		for _, e := range x.Edges {
			if _, call := e.(*ssa.Call); call {
				continue // inters[i].Intercept(qr): wraps what it was given
			}
			vs := adapted(e, method, seen)
			if vs == nil {
				return nil
			}
			out = append(out, vs...)
		}
		return out
	}
	return nil
}

// isAdapter reports a named func type with the method: its method calls
// the func (http.HandlerFunc.ServeHTTP).
func isAdapter(t types.Type, method string) bool {
	n := namedOf(t)
	if n == nil {
		return false
	}
	if _, ok := n.Underlying().(*types.Signature); !ok {
		return false
	}
	for i := range n.NumMethods() {
		if n.Method(i).Name() == method {
			return true
		}
	}
	return false
}

// callbacks returns the functions of the package a registered func value
// runs: the function it denotes, or those the package's function it is
// the result of returns (wrap(fn) returning the closure that calls fn
// with each message).
func (m *model) callbacks(v ssa.Value) []*ssa.Function {
	if fn := m.funcOf(v); fn != nil {
		return []*ssa.Function{fn}
	}
	if _, ok := unwrap(v).(*ssa.Call); !ok {
		return nil
	}
	return m.funcTargets(v, map[ssa.Value]bool{})
}

// funcOf returns the function a func-typed value denotes: a declared
// function, a closure, or a bound method.
func (m *model) funcOf(v ssa.Value) *ssa.Function {
	v = unwrap(v)
	switch x := v.(type) {
	case *ssa.Function:
		return m.ownFunc(x)
	case *ssa.MakeClosure:
		if fn, ok := x.Fn.(*ssa.Function); ok {
			return m.ownFunc(fn)
		}
	}
	return nil
}

// funcValues returns the functions v holds: v itself, or, for a table of
// handlers, the functions in it — a map literal of names to functions
// (machinery's RegisterTasks), or a value taken from a map, slice or array
// literal in a range loop (for subj, fn := range handlers, r.fn of each
// route of a []route{…}).
func funcValues(v ssa.Value) []ssa.Value {
	if vs, ok := tableValues(v, 0); ok {
		return vs
	}
	return []ssa.Value{v}
}

// tableValues returns the functions of the table v is or is taken from,
// and whether it is one.
func tableValues(v ssa.Value, depth int) ([]ssa.Value, bool) {
	if depth > 3 {
		return nil, false
	}
	switch x := unwrap(v).(type) {
	case *ssa.MakeMap:
		var out []ssa.Value
		for _, r := range nonDebugReferrers(x) {
			if u, ok := r.(*ssa.MapUpdate); ok && u.Map == x {
				out = append(out, u.Value)
			}
		}
		return out, true
	case *ssa.Extract:
		// The value of a range over a map literal.
		next, ok := x.Tuple.(*ssa.Next)
		if !ok || x.Index != 2 || next.IsString {
			return nil, false
		}
		if rng, ok := next.Iter.(*ssa.Range); ok {
			if mm, ok := unwrap(rng.X).(*ssa.MakeMap); ok {
				return tableValues(mm, depth+1)
			}
		}
	case *ssa.Field:
		// r.fn, r a struct value.
		if ld, ok := x.X.(*ssa.UnOp); ok && ld.Op == token.MUL {
			return storedAt(ld.X, x.Field, 0)
		}
	case *ssa.UnOp:
		if x.Op != token.MUL {
			break
		}
		switch a := x.X.(type) {
		case *ssa.FieldAddr:
			return storedAt(a.X, a.Field, 0) // r.fn, r a local or an element of a literal
		case *ssa.IndexAddr:
			return storedAt(a, -1, 0) // fn of a []func literal ranged over
		case *ssa.Alloc:
			if w := storedValue(a); w != nil {
				return tableValues(w, depth+1) // a range variable kept in a local
			}
		}
	}
	return nil, false
}

// storedAt returns the values the function stores at addr (with field ≥
// 0, in that field of the struct there), and whether addr is a local
// struct or an element of a slice or array literal (s := []route{…}; r :=
// s[i]), whose stores it shows: each element's, and those of the local a
// whole struct is copied from.
func storedAt(addr ssa.Value, field, depth int) ([]ssa.Value, bool) {
	if depth > 3 {
		return nil, false
	}
	var addrs []ssa.Value
	switch a := addr.(type) {
	case *ssa.Alloc:
		addrs = []ssa.Value{a}
	case *ssa.IndexAddr:
		lit := elementOf(a)
		if lit == nil {
			return nil, false
		}
		for _, r := range nonDebugReferrers(lit) {
			if ia, ok := r.(*ssa.IndexAddr); ok && ia.X == lit {
				addrs = append(addrs, ia)
			}
		}
	default:
		return nil, false
	}
	var out []ssa.Value
	for _, ad := range addrs {
		for _, r := range nonDebugReferrers(ad) {
			switch x := r.(type) {
			case *ssa.FieldAddr:
				if field < 0 || x.X != ad || x.Field != field {
					continue
				}
				for _, w := range nonDebugReferrers(x) {
					if st, ok := w.(*ssa.Store); ok && st.Addr == x {
						out = append(out, st.Val)
					}
				}
			case *ssa.Store:
				if x.Addr != ad {
					continue
				}
				if field < 0 {
					out = append(out, x.Val)
					continue
				}
				ld, ok := x.Val.(*ssa.UnOp) // a whole struct, copied from another address
				if !ok || ld.Op != token.MUL {
					return nil, false
				}
				vs, ok := storedAt(ld.X, field, depth+1)
				if !ok {
					return nil, false
				}
				out = append(out, vs...)
			}
		}
	}
	return out, true
}

// elementOf returns the slice or array literal whose element the address
// denotes (&s[i] of s := []T{…}), or nil.
func elementOf(ia *ssa.IndexAddr) *ssa.Alloc {
	x := ia.X
	if sl, ok := x.(*ssa.Slice); ok {
		x = sl.X
	}
	al, ok := x.(*ssa.Alloc)
	if !ok {
		return nil
	}
	if _, isArray := deref(al.Type()).Underlying().(*types.Array); !isArray {
		return nil
	}
	return al
}

// ownFunc maps synthetic wrappers (bound methods) to the declared
// function of this package.
func (m *model) ownFunc(fn *ssa.Function) *ssa.Function {
	if o := fn.Origin(); o != nil {
		fn = o // an instance of a generic function: its body is the origin's
	}
	if fn.Synthetic != "" {
		if obj, ok := fn.Object().(*types.Func); ok {
			if g := m.prog.FuncValue(obj); g != nil {
				fn = g
			}
		}
	}
	if fn.Pkg != m.ssaPkg {
		return nil
	}
	return fn
}

// exportedMethods returns the exported methods of the program's named type
// t (or of the type t points to), declared in the package being analysed.
func (m *model) exportedMethods(t types.Type) []*ssa.Function {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() != m.pass.Pkg {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	var out []*ssa.Function
	mset := m.prog.MethodSets.MethodSet(types.NewPointer(n))
	for i := range mset.Len() {
		sel := mset.At(i)
		if !sel.Obj().Exported() {
			continue
		}
		if fn := m.prog.MethodValue(sel); fn != nil && fn.Pkg == m.ssaPkg {
			out = append(out, fn)
		}
	}
	return out
}
