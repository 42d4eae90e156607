package model

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// fscan is the scan of one function.
type fscan struct {
	m    *model
	fn   *ssa.Function
	ops  []*Op
	txOf map[ssa.Value]*Tx // a value that is a transaction (Begin results, parameters)
	// txFunc is the 1-based func parameter fn calls with a transaction it
	// began (fn(tx) between BeginTx and Commit), and txFuncTx that
	// transaction.
	txFunc   int
	txFuncTx *Tx
	// runs is the 1-based func parameter fn calls before it returns
	// (directly, or through a TxFunc or a helper that runs it), and runsAt
	// the call that runs it.
	runs   int
	runsAt ssa.Instruction
	// subst maps the type parameters of a generic function being scanned
	// for one instance to its type arguments: a call of a type
	// parameter's method is then a call of the argument's method.
	subst map[*types.TypeParam]types.Type
}

// scanWith scans fn, a generic function or a closure of one, for the
// instance whose type arguments subst gives (nil: the generic body).
func (m *model) scanWith(fn *ssa.Function, subst map[*types.TypeParam]types.Type) *fscan {
	s := &fscan{m: m, fn: fn, txOf: map[ssa.Value]*Tx{}, subst: subst}
	n := 0
	for _, b := range fn.Blocks {
		n += len(b.Instrs)
	}
	if n > maxInstrs {
		m.skip("idemlint", fn, "instructions", n, maxInstrs)
		return s
	}
	defer s.markMinted()
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case ssa.CallInstruction:
				s.call(in)
			case *ssa.Store:
				s.store(in)
			case *ssa.Send:
				s.send(in)
			case *ssa.MapUpdate:
				s.headerUpdate(in)
			case *ssa.ChangeType:
				if row := m.ix.typeRow(in.Type()); row != nil && row.Role == catalog.HandlerType {
					if cb := m.funcOf(in.X); cb != nil {
						m.handlers[cb] = "converted to " + typeString(in.Type())
					}
				}
			}
		}
	}
	return s
}

func (s *fscan) add(op *Op) *Op {
	if op.Kind == Write && !op.Marks {
		op.Marks = setsDoneColumn(op)
	}
	s.ops = append(s.ops, op)
	return op
}

// markMinted sets Minted on the writes whose key comes from a RANDOM op of
// the function.
func (s *fscan) markMinted() {
	for _, w := range s.ops {
		if (w.Kind != Write && w.Kind != Claim) || w.Key == nil || w.Minted {
			continue
		}
		for _, r := range s.ops {
			if r.Kind == Random && r.Value != nil && DependsOn(w.Key, r.Value) {
				w.Minted = true
				break
			}
		}
	}
}

// newOp fills the fields every call operation has.
func (s *fscan) newOp(k Kind, instr ssa.CallInstruction, callee *types.Func) *Op {
	pos, end, fun := s.m.callRange(instr.Common().Pos())
	op := &Op{Kind: k, Instr: instr, Pos: pos, End: end, Callee: callee, API: apiName(fun, callee)}
	if v := instr.Value(); v != nil {
		op.Value = v
	}
	return op
}

// calleeOf returns the function a call reaches statically, as a declared
// object and as SSA (either may be nil).
func calleeOf(c *ssa.CallCommon) (*types.Func, *ssa.Function) {
	if c.IsInvoke() {
		return c.Method, nil
	}
	sf := c.StaticCallee()
	if sf == nil {
		return nil, nil
	}
	obj, _ := sf.Object().(*types.Func)
	return obj, sf
}

// splitArgs separates the receiver from the parameters.
func splitArgs(c *ssa.CallCommon, f *types.Func) (recv ssa.Value, params []ssa.Value) {
	if c.IsInvoke() {
		return c.Value, c.Args
	}
	if f != nil && f.Signature().Recv() != nil && len(c.Args) > 0 {
		return c.Args[0], c.Args[1:]
	}
	return nil, c.Args
}

// arg returns the argument passed for the row's parameter of role, or nil.
// For a variadic key parameter (redis Exists(ctx, keys...)) it is the
// first key.
func arg(row *catalog.Row, f *types.Func, params []ssa.Value, role catalog.ArgRole) ssa.Value {
	sig := f.Signature()
	i := paramIndex(sig, row.Param(role))
	if i < 0 || i >= len(params) {
		return nil
	}
	if role == catalog.ArgKey && sig.Variadic() && i == sig.Params().Len()-1 {
		if elems := variadicElems(params[i]); len(elems) > 0 {
			return elems[0]
		}
		return nil
	}
	return params[i]
}

func (s *fscan) call(instr ssa.CallInstruction) {
	c := instr.Common()
	if f := s.instanceMethod(c); f != nil {
		// query.sqlAll(ctx) in querierAll[[]*Delivery, *DeliveryQuery]:
		// (*DeliveryQuery).sqlAll.
		if row := s.m.ix.fn(f); row != nil {
			s.row(instr, f, row, c.Value, c.Args)
			return
		}
		for _, sum := range s.m.summariesOf(f, s.m.prog.FuncValue(f)) {
			s.summaryOps(instr, f, sum, c.Args)
		}
		return
	}
	callee, sf := calleeOf(c)
	recv, params := splitArgs(c, callee)
	if callee != nil {
		if row := s.m.ix.fn(callee); row != nil {
			s.row(instr, callee, row, recv, params)
			return
		}
		if impl, row := s.m.catalogImpl(callee); row != nil {
			s.row(instr, impl, row, recv, params)
			return
		}
	}
	if sf != nil && sf.Parent() == s.fn {
		if _, async := instr.(*ssa.Go); !async {
			// A closure called or deferred here: its operations, acks
			// included, run at this call (defer func() { m.Ack() }()).
			s.inline(instr, callee, sf, true)
			return
		}
	}
	if c.IsInvoke() && s.adapterCall(instr) {
		return
	}
	for _, sum := range s.m.summariesOf(callee, sf) {
		s.summaryOps(instr, callee, sum, params)
		if p := sum.RunsParam; p > 0 && p <= len(params) {
			s.runsFunc(instr, callee, params[p-1])
		}
	}
	s.keyParams(instr, callee, params)
	if callee == nil && sf == nil && !c.IsInvoke() {
		s.targetsCall(instr, params)
		s.paramCall(instr)
		if f := boundMethod(c.Value); f != nil {
			if row := s.m.ix.fn(f); row != nil {
				s.row(instr, f, row, nil, c.Args) // next := r.Int63; next()
			}
		}
		if f := s.m.injectedFunc(c.Value); f != nil {
			if row := s.m.ix.fn(f); row != nil {
				s.row(instr, f, row, nil, c.Args)
			}
		}
	}
}

// targetsCall adds, at a call of a function value whose possible targets
// the package shows (handler := c.handlerFor(event) returning one of its
// methods; a phi of method values), the effects any of them may run: a
// union, so it adds EFFECTs only, never a write or a check one target
// alone would make.
func (s *fscan) targetsCall(instr ssa.CallInstruction, params []ssa.Value) {
	var union *Summary
	var first *types.Func
	for _, t := range s.m.funcTargets(instr.Common().Value, map[ssa.Value]bool{}) {
		sum := s.m.local[t]
		if sum == nil || !sum.Kinds.Has(Effect) {
			continue
		}
		eff := &Summary{Kinds: Mask(0).With(Effect), Class: sum.Class, Does: sum.Does, Via: sum.ViaFor(Effect)}
		if union == nil {
			first, _ = t.Object().(*types.Func)
		}
		union = merge(union, eff)
	}
	if union != nil && first != nil {
		s.summaryOps(instr, first, union, params)
	}
}

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

// inline adds, at a call that runs the closure cb before it returns (a
// TxFunc, go-redis Pipelined, a program helper that calls its func
// parameter, a call or defer of the closure itself), what cb does for its
// caller: its writes, effects and the reads whose results it hands back,
// returned or through captured variables; with acks, also its acks and
// nacks (only for a closure called here: one run by a library or helper
// acks where that one decides).
func (s *fscan) inline(instr ssa.CallInstruction, callee *types.Func, cb *ssa.Function, acks bool) {
	if cb == nil || cb.Parent() != s.fn {
		return // only this function's closures: a declared function is summarised as itself
	}
	inner := s.m.safeScanWith(cb, s.subst)
	mc := closureOf(s.fn, cb)
	for _, in := range inner.ops {
		switch in.Kind {
		case Check:
			if !capturedResult(cb, in.Value) && !returnsDependOn(cb, in.Value) {
				continue
			}
		case Write, Claim, Effect, CheckThenAct:
		case Random:
			if !returnsDependOn(cb, in.Value) {
				continue // newKey := func() string { return uuid.NewString() }
			}
		case Ack, Nack:
			if !acks {
				continue
			}
		default:
			continue
		}
		if _, async := in.Instr.(*ssa.Go); async {
			continue
		}
		op := s.newOp(in.Kind, instr, callee)
		if acks {
			op.API = in.API // func() { m.Ack() }(): named by what runs inside
		}
		op.Class, op.Does, op.Mode, op.Table, op.SQL = in.Class, in.Does, in.Mode, in.Table, in.SQL
		op.Lock, op.SkipLocked, op.Keyless, op.NoRow, op.Minted = in.Lock, in.SkipLocked, in.Keyless, in.NoRow, in.Minted
		op.Creates, op.Declared, op.Marks = in.Creates, in.Declared, in.Marks
		op.Consulted = in.Consulted
		op.Keyed = in.Kind == Effect && stablyKeyed(inner.ops, in)
		op.Key = bound(mc, cb, in.Key)
		op.Via = chain(cb, in)
		op.Inner = in
		s.add(op)
	}
}

// closureOf returns the MakeClosure of cb in fn, or nil.
func closureOf(fn, cb *ssa.Function) *ssa.MakeClosure {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == cb {
				return mc
			}
		}
	}
	return nil
}

// bound maps a key computed inside a closure from one captured variable
// onto the enclosing function's value; other keys are kept as they are
// (constants spell the same on both sides).
func bound(mc *ssa.MakeClosure, cb *ssa.Function, key ssa.Value) ssa.Value {
	if mc == nil || key == nil {
		return key
	}
	k := unwrap(key)
	if ld, ok := k.(*ssa.UnOp); ok && ld.Op == token.MUL {
		k = ld.X
	}
	for i, fv := range cb.FreeVars {
		if fv == k && i < len(mc.Bindings) {
			b := mc.Bindings[i]
			if al, ok := b.(*ssa.Alloc); ok {
				if v := storedValue(al); v != nil {
					return v
				}
			}
			return b
		}
	}
	return key
}

// runsFunc adds what the func value v does at a call that runs it before
// returning: a closure's operations inline, a declared function's or
// method value's summary (ent's generated Save runs withHooks(ctx,
// _c.sqlSave, …), which calls sqlSave).
func (s *fscan) runsFunc(instr ssa.CallInstruction, callee *types.Func, v ssa.Value) {
	s.setRuns(instr, v)
	fn := s.m.funcOf(v)
	if fn == nil {
		// A func value a function of the package returns (ent's
		// querierAll[…]() returning QuerierFunc(func(…) {…})).
		if ts := s.m.funcTargets(v, map[ssa.Value]bool{}); len(ts) == 1 {
			fn = ts[0]
		}
	}
	if fn == nil {
		return
	}
	if fn.Parent() == s.fn {
		s.inline(instr, callee, fn, false)
		return
	}
	sum := s.m.local[fn]
	if subst := s.m.substOf(unwrap(v)); subst != nil && s.m.callsTypeParams(fn) {
		sum = s.m.instanceSummary(fn, subst) // the closure of querierAll[…, *DeliveryQuery]
	}
	if sum != nil {
		run := *sum
		// Its acks and receives are its own: what it acknowledges is the
		// message it is handed by whoever runs it, not the caller's.
		run.Kinds &^= Mask(0).With(Ack).With(Nack).With(Receive)
		s.summaryOps(instr, callee, &run, nil)
	}
}

// instanceMethod returns, in a scan for an instance, the method of the type
// argument that a call of a type parameter's method calls, or nil.
func (s *fscan) instanceMethod(c *ssa.CallCommon) *types.Func {
	if s.subst == nil || !c.IsInvoke() {
		return nil
	}
	tp, ok := types.Unalias(c.Value.Type()).(*types.TypeParam)
	if !ok || s.subst[tp] == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(s.subst[tp], true, c.Method.Pkg(), c.Method.Name())
	f, _ := obj.(*types.Func)
	return f
}

// substOf maps the type parameters of the generic function a call of one
// of its instances (querierAll[[]*Delivery, *DeliveryQuery]()) calls to the
// instance's type arguments, or returns nil.
func (m *model) substOf(v ssa.Value) map[*types.TypeParam]types.Type {
	var g *ssa.Function
	switch x := v.(type) {
	case *ssa.Call:
		g = x.Call.StaticCallee()
	case *ssa.Function:
		g = x
	}
	if g == nil || g.Origin() == nil || len(g.TypeArgs()) == 0 {
		return nil
	}
	tps := g.Origin().TypeParams()
	if tps.Len() != len(g.TypeArgs()) {
		return nil
	}
	subst := map[*types.TypeParam]types.Type{}
	for i, t := range g.TypeArgs() {
		subst[tps.At(i)] = t
	}
	return subst
}

// callsTypeParams reports whether fn or one of its closures calls a method
// of a type parameter: only then does an instance do more than the
// generic body says.
func (m *model) callsTypeParams(fn *ssa.Function) bool {
	if v, ok := m.tpCalls[fn]; ok {
		return v
	}
	m.tpCalls[fn] = false // a recursive closure nest: settled below
	found := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && c.Common().IsInvoke() {
				if _, ok := types.Unalias(c.Common().Value.Type()).(*types.TypeParam); ok {
					found = true
				}
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		found = found || m.callsTypeParams(anon)
	}
	m.tpCalls[fn] = found
	return found
}

// instanceSummary summarises fn, a generic function or a closure of one,
// for the type arguments subst gives (scanWithInterceptors[*DeliveryQuery,
// *DeliverySelect] reads the deliveries table, where the generic body
// reads whatever all its instances read).
func (m *model) instanceSummary(fn *ssa.Function, subst map[*types.TypeParam]types.Type) (out *Summary) {
	if m.instBusy[fn] {
		return m.local[fn] // an instance reached again while it is summarised
	}
	m.instBusy[fn] = true
	defer delete(m.instBusy, fn)
	if !m.guard(fn, "instance summary", func() {
		sc := m.scanWith(fn, subst)
		out = m.summaryOf(fn, sc.ops)
		if sc.runs > 0 {
			out = merge(out, &Summary{RunsParam: sc.runs, MarksAfter: marksAfter(sc)})
		}
	}) {
		out = m.local[fn]
	}
	return out
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

// setRuns records that fn runs its func parameter v, when v is one.
func (s *fscan) setRuns(instr ssa.CallInstruction, v ssa.Value) {
	if p := s.runsParam(v); p > 0 && s.runs == 0 {
		s.runs, s.runsAt = p, instr
	}
}

// paramCall recognises a call of a func-typed parameter with a
// transaction fn began (tx, _ := db.BeginTx(…); fn(tx); tx.Commit()): fn
// runs its argument inside a transaction, a TxFunc for its callers.
func (s *fscan) paramCall(instr ssa.CallInstruction) {
	c := instr.Common()
	p := directParam(s.fn, c.Value, 0) // the parameter, or the local a closure capturing it shares
	if p == 0 {
		return
	}
	if _, async := instr.(*ssa.Go); !async && s.runs == 0 {
		s.runs, s.runsAt = p, instr // fn runs its callback: a retry helper, a withReadTx
	}
	for _, a := range c.Args {
		if tx := s.tx(a); tx != nil && tx.Begin != nil && !tx.Conn && s.txFunc == 0 {
			s.txFunc, s.txFuncTx = p, tx
			return
		}
	}
}

// runsParam returns the 1-based parameter of the function that a TxFunc's
// callback argument runs: the parameter itself (db.Transaction(fn)) or a
// closure that calls it (db.Transaction(func(tx) error { return fn(tx) })).
func (s *fscan) runsParam(v ssa.Value) int {
	v = unwrap(v)
	if p := directParam(s.fn, v, 0); p > 0 {
		return p
	}
	mc, ok := v.(*ssa.MakeClosure)
	if !ok {
		return 0
	}
	body, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return 0
	}
	for _, b := range body.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || call.Common().IsInvoke() {
				continue
			}
			fv, ok := call.Common().Value.(*ssa.FreeVar)
			if ld, isLoad := call.Common().Value.(*ssa.UnOp); isLoad && ld.Op == token.MUL {
				fv, ok = ld.X.(*ssa.FreeVar) // captured by reference: a cell
			}
			if !ok {
				continue
			}
			for i, f := range body.FreeVars {
				if f != fv || i >= len(mc.Bindings) {
					continue
				}
				if p := directParam(s.fn, mc.Bindings[i], 0); p > 0 {
					return p // the parameter, bound directly or in a cell
				}
			}
		}
	}
	return 0
}

// row turns a call of a catalog API into operations.
func (s *fscan) row(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	m := s.m
	switch row.Role {
	case catalog.SQLQuery, catalog.SQLExec:
		s.sql(instr, callee, row, recv, params)
	case catalog.TxBegin:
		op := s.add(s.newOp(Begin, instr, callee))
		tx := &Tx{Begin: op, Func: s.fn, Serializable: m.serialDriver || s.serializable(instr, callee, row)}
		op.Tx = tx
		if v := instr.Value(); v != nil {
			s.txOf[v] = tx
		}
	case catalog.ConnOpen:
		if v := instr.Value(); v != nil {
			s.txOf[v] = &Tx{Func: s.fn, Conn: true}
		}
	case catalog.TxCommit:
		op := s.add(s.newOp(Commit, instr, callee))
		op.Tx = s.tx(recv)
	case catalog.TxRollback:
		op := s.add(s.newOp(Rollback, instr, callee))
		op.Tx = s.tx(recv)
	case catalog.TxFunc:
		fnArg := arg(row, callee, params, catalog.ArgFunc)
		cb := m.funcOf(fnArg)
		tx := &Tx{Callback: cb, Func: s.fn, Serializable: m.serialDriver || s.serializable(instr, callee, row)}
		if cb != nil {
			m.cbTx[cb] = tx
		}
		op := s.add(s.newOp(Commit, instr, callee))
		op.Tx, op.Callback = tx, cb
		op.TxFuncParam = s.runsParam(fnArg)
		s.inline(instr, callee, cb, false)
		s.setRuns(instr, fnArg)
	case catalog.RunsFunc:
		fnArg := arg(row, callee, params, catalog.ArgFunc)
		s.inline(instr, callee, m.funcOf(fnArg), false)
		s.setRuns(instr, fnArg)
	case catalog.Check, catalog.Write, catalog.Claim, catalog.CheckThenAct:
		s.kv(instr, callee, row, recv, params)
	case catalog.Watch:
		cb := m.funcOf(arg(row, callee, params, catalog.ArgFunc))
		if cb != nil {
			m.watched[cb] = true
		}
		op := s.add(s.newOp(Watch, instr, callee))
		op.Callback = cb
	case catalog.Effect, catalog.Publish:
		op := s.add(s.newOp(Effect, instr, callee))
		op.Class, op.Does = Irreversible, row.Does
		if row.Role == catalog.Publish {
			op.Class, op.Does = Publish, "publish the message"
		}
	case catalog.HTTPDo:
		if method, ok := s.httpMethod(arg(row, callee, params, catalog.ArgRequest)); ok && isWriteMethod(method) {
			op := s.add(s.newOp(Effect, instr, callee))
			op.Class, op.Does = Irreversible, "send the "+method+" request"
			op.API += " (" + method + ")"
		}
	case catalog.HeaderSet:
		key, ok := stringOf(arg(row, callee, params, catalog.ArgKey))
		if ok && isKeyHeader(key) {
			op := s.add(s.newOp(KeySink, instr, callee))
			op.Key = arg(row, callee, params, catalog.ArgValue)
			op.API += " " + key
		}
	case catalog.KeySink:
		op := s.add(s.newOp(KeySink, instr, callee))
		op.Key = arg(row, callee, params, catalog.ArgKey)
	case catalog.Ack:
		s.add(s.newOp(Ack, instr, callee))
	case catalog.AckOnReceipt:
		op := s.add(s.newOp(Receive, instr, callee))
		op.AutoAck = true
		if p := row.Param(catalog.ArgAutoAck); p != "" {
			b, ok := boolOf(arg(row, callee, params, catalog.ArgAutoAck))
			op.AutoAck = ok && b
		}
	case catalog.Receive:
		s.add(s.newOp(Receive, instr, callee))
	case catalog.Nack:
		s.add(s.newOp(Nack, instr, callee))
	case catalog.Wait:
		s.add(s.newOp(Wait, instr, callee))
	case catalog.Random:
		s.add(s.newOp(Random, instr, callee))
	case catalog.HandlerRegister:
		for _, f := range funcValues(arg(row, callee, params, catalog.ArgFunc)) {
			if cb := m.funcOf(f); cb != nil {
				m.handlers[cb] = "registered with " + qualifiedName(callee)
				continue
			}
			// A struct value (Temporal's RegisterActivity(&Activities{…})):
			// each of its exported methods runs once per delivery.
			for _, meth := range m.exportedMethods(unwrap(f).Type()) {
				m.handlers[meth] = "a method of a value registered with " + qualifiedName(callee)
			}
		}
	case catalog.HandlerContext:
		if m.handlers[s.fn] == "" {
			m.handlers[s.fn] = "a Temporal activity: calls " + qualifiedName(callee)
		}
	case catalog.WebhookVerify:
		m.handlers[s.fn] = "verifies a webhook with " + qualifiedName(callee)
		m.verifies[s.fn] = true
	}
}

// kv handles store operations without SQL text (ORMs, go-redis).
func (s *fscan) kv(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	var k Kind
	switch row.Role {
	case catalog.Check:
		k = Check
	case catalog.Write:
		k = Write
	case catalog.Claim:
		k = Claim
	case catalog.CheckThenAct:
		k = CheckThenAct
	}
	op := s.newOp(k, instr, callee)
	op.Key = arg(row, callee, params, catalog.ArgKey)
	op.Stored = arg(row, callee, params, catalog.ArgValue)
	op.Tx = s.tx(recv)
	if op.Key == nil {
		op.Table = s.m.ormTable(recv, params)
	}
	if op.Table == "" && op.Key == nil {
		op.Table = s.m.builderTable(params)
	}
	switch k {
	case Check:
		op.NoRow = row.NoRow
		if s.m.continuesRead(op.Value) {
			return // db.Find(&x).Count(&n): one read, the one at the end of the chain
		}
		if op.Key == nil { // an ORM read: its builder chain holds the key, if any
			q := s.m.ormQuery(recv, row, callee, params)
			op.Lock, op.SkipLocked = q.lock, q.skipLocked
			op.Keyless, op.Key = q.keyless, q.key
		}
	case Claim:
		op.Consulted = op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
	case Write:
		op.Mode = rowMode(row.Mode)
		if op.Mode == Sets && s.m.accumulates(params) {
			op.Mode = Accumulates
		}
		if op.Mode == Sets && s.m.ormQuery(recv, row, callee, nil).guard && s.m.rowsAffectedRead(op.Value) {
			// Where("id = ? AND status = ?").Update(…) with RowsAffected read.
			op.Kind, op.Consulted = Claim, true
		}
		switch c := s.m.ormConflict(recv); c {
		case sqltext.DoNothing, sqltext.Ignore:
			op.Kind = Claim
			op.Consulted = s.m.rowsAffectedRead(op.Value)
			op.Mode = Upserts
		case sqltext.NoConflict:
		default:
			op.Mode = Upserts
		}
	}
	s.add(op)
}

// rowMode maps a catalog write mode onto the model's.
func rowMode(m catalog.Mode) Mode {
	switch m {
	case catalog.Sets:
		return Sets
	case catalog.Removes:
		return Deletes
	case catalog.Increments:
		return Accumulates
	case catalog.Upserts:
		return Upserts
	}
	return Creates
}

// sql classifies a call that runs SQL text.
func (s *fscan) sql(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	text, ok := stringOf(arg(row, callee, params, catalog.ArgQuery))
	var st *sqltext.Stmt
	if ok {
		st = pickStmt(sqltext.Parse(text))
	}
	var k Kind
	switch {
	case st == nil || st.Kind == sqltext.Unknown || st.Kind == sqltext.Other:
		if row.Role != catalog.SQLExec {
			return // an unknown read decides nothing we can name
		}
		k = Write
	case st.AdvisoryLock:
		k = Lock
	case st.Kind == sqltext.Select:
		k = Check
	default:
		k = Write
	}
	op := s.newOp(k, instr, callee)
	op.SQL = st
	op.Tx = s.tx(recv)
	op.NoRow = k == Check && row.NoRow && (st == nil || !st.Exists) // EXISTS and count(*) always return a row
	if st != nil {
		op.Table = tableName(st.Table)
		op.Mode = sqlMode(st)
		op.Lock, op.SkipLocked = st.Lock, st.SkipLocked
		op.Keyless = k == Check && !keyed(st)
		s.sqlClaim(op, st, row, params)
	}
	s.add(op)
}

// sqlMode says what a statement does when it runs twice.
func sqlMode(st *sqltext.Stmt) Mode {
	switch {
	case st.Kind == sqltext.Insert && st.Conflict != sqltext.NoConflict:
		return Upserts // even one that adds to a counter on conflict (an upsert is naturally idempotent)
	case st.Accumulates:
		return Accumulates
	case st.Kind == sqltext.Update:
		return Sets
	case st.Kind == sqltext.Delete:
		return Deletes
	}
	return Creates
}

// keyed reports whether a SELECT looks a key up: a WHERE predicate
// compares a column with a bind parameter. MAX(id), a whole-table count
// or a read of the settings row look nothing up.
// equalityKey returns the ordinal of the placeholder a WHERE compares a
// column equal to (id = $1), or 0.
func equalityKey(st *sqltext.Stmt) int {
	for _, p := range st.Where {
		if p.Param.Ordinal > 0 && p.Op == "=" {
			return p.Param.Ordinal
		}
	}
	return 0
}

func keyed(st *sqltext.Stmt) bool {
	for _, p := range st.Where {
		if p.Param.Ordinal > 0 {
			return true
		}
	}
	return false
}

// sqlClaim upgrades a conditional INSERT or guarded UPDATE to a CLAIM, and
// finds the key a statement writes, claims or reads.
func (s *fscan) sqlClaim(op *Op, st *sqltext.Stmt, row *catalog.Row, params []ssa.Value) {
	binds := bindArgs(params, paramIndex(op.Callee.Signature(), row.Param(catalog.ArgQuery)))
	switch {
	case st.Kind == sqltext.Insert:
		if st.Conflict == sqltext.DoNothing || st.Conflict == sqltext.Ignore {
			op.Kind = Claim
			if row.Role == catalog.SQLQuery {
				op.Consulted = st.Returning && op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
			} else {
				op.Consulted = s.m.rowsAffectedRead(op.Value)
			}
		}
		target := st.ConflictTarget
		for _, v := range st.Columns {
			if v.Param.Ordinal > 0 && (len(target) == 0 || v.Column == target[0]) {
				op.Key = bind(binds, v.Param.Ordinal)
				break
			}
		}
	case st.Kind == sqltext.Delete && equalityKey(st) > 0:
		// DELETE … WHERE key = $1 whose rows affected is read consumes the
		// row atomically: only one delivery deletes it (a one-time token, a
		// pending job). A cutoff (WHERE last_used < $1) is a purge.
		if s.m.rowsAffectedRead(op.Value) {
			op.Kind, op.Consulted = Claim, true
		}
		op.Key = bind(binds, equalityKey(st))
	case st.Kind == sqltext.Update && stateGuard(st.Where):
		consulted := s.m.rowsAffectedRead(op.Value)
		if row.Role == catalog.SQLQuery {
			consulted = st.Returning && op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
		}
		if consulted {
			op.Kind, op.Consulted = Claim, true
		}
		fallthrough
	default:
		for _, p := range st.Where {
			if p.Param.Ordinal > 0 {
				op.Key = bind(binds, p.Param.Ordinal)
				break
			}
		}
	}
}

// stateGuard reports whether an UPDATE's WHERE tests a state besides the row's
// identity: a literal comparison, IS NULL, or a second predicate.
func stateGuard(where []sqltext.Pred) bool {
	for _, p := range where {
		if p.Literal {
			return true
		}
	}
	return len(where) >= 2
}

// pickStmt chooses the statement that matters in a multi-statement string:
// the first that writes, else the first.
func pickStmt(sts []sqltext.Stmt) *sqltext.Stmt {
	for i := range sts {
		switch sts[i].Kind {
		case sqltext.Insert, sqltext.Update, sqltext.Delete:
			return &sts[i]
		}
	}
	for i := range sts {
		if sts[i].AdvisoryLock {
			return &sts[i]
		}
	}
	if len(sts) > 0 {
		return &sts[0]
	}
	return nil
}

// bindArgs returns the bind arguments following the query parameter
// (a variadic ...any).
func bindArgs(params []ssa.Value, queryIdx int) []ssa.Value {
	if queryIdx < 0 || queryIdx+1 >= len(params) {
		return nil
	}
	return variadicElems(params[len(params)-1])
}

func bind(binds []ssa.Value, ordinal int) ssa.Value {
	if ordinal-1 < len(binds) {
		return binds[ordinal-1]
	}
	return nil
}

// variadicElems recovers the elements of a slice built for a variadic call.
func variadicElems(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(alloc) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok || c.Value == nil {
			continue
		}
		i, ok := constant.Int64Val(c.Value)
		if !ok || i < 0 || i > 64 {
			continue
		}
		for _, rr := range nonDebugReferrers(ia) {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				for int(i) >= len(out) {
					out = append(out, nil)
				}
				out[i] = unwrap(st.Val)
			}
		}
	}
	return out
}

// store recognises a key handed to a KEY SINK field (stripe
// Params.IdempotencyKey, SQS MessageDeduplicationId, Temporal
// StartWorkflowOptions.ID).
func (s *fscan) store(st *ssa.Store) {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	st0, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok || fa.Field >= st0.NumFields() {
		return
	}
	f := st0.Field(fa.Field)
	row := s.m.ix.field(fa.X.Type(), f.Name())
	if (row == nil || row.Role != catalog.KeySink) && !(row == nil && s.programType(fa.X.Type()) && isKeyName(f.Name())) {
		return
	}
	pos := st.Pos()
	op := &Op{Kind: KeySink, Instr: st, Pos: pos, End: pos, Key: st.Val, API: typeName(fa.X.Type()) + "." + f.Name()}
	s.add(op)
}

// headerUpdate records a key header assigned directly into an http.Header
// (req.Header["Idempotency-Key"] = []string{key}), or into a map of
// strings that the program copies into a request later
// (headers["Idempotency-Key"] = key), as a KEY SINK.
func (s *fscan) headerUpdate(u *ssa.MapUpdate) {
	mt, ok := u.Map.Type().Underlying().(*types.Map)
	if !ok || !isStringy(mt.Key()) || !isStringy(mt.Elem()) {
		return
	}
	name, ok := stringOf(u.Key)
	if !ok || !isKeyHeader(name) {
		return
	}
	key := u.Value
	if elems := variadicElems(u.Value); len(elems) == 1 && elems[0] != nil {
		key = elems[0]
	}
	pos := u.Pos()
	s.add(&Op{Kind: KeySink, Instr: u, Pos: pos, End: pos, Key: key, API: typeString(u.Map.Type()) + "[" + strconv.Quote(name) + "]"})
}

// isStringy reports a string or a slice of strings.
func isStringy(t types.Type) bool {
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// skip prints, under -idemlint.debug, that analyzer skips fn over a budget
// (once per function and analyzer).
func (m *model) skip(analyzer string, fn *ssa.Function, what string, n, limit int) {
	if !m.cfg.debug {
		return
	}
	key := analyzer + "\x00" + fn.String()
	if m.skipped[key] {
		return
	}
	m.skipped[key] = true
	fmt.Fprintf(os.Stderr, "idemlint: debug: %s: %s skips %s: %d %s, over its budget of %d\n",
		m.pass.Fset.Position(fn.Pos()), analyzer, fn.String(), n, what, limit)
}

// programType reports whether t (or what it points to) is a named type
// declared by the analysed program, not by a catalogued library.
func (s *fscan) programType(t types.Type) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := n.Obj().Pkg().Path()
	return !s.m.ix.isCatalogPkg(path) && !s.m.foreignStd(path)
}

// keyParams adds a KEY SINK for each argument passed to a parameter of the
// program whose name says it is an idempotency or dedup key
// (Charge(ctx, amount, idempotencyKey string)), unless the call is one
// already.
func (s *fscan) keyParams(instr ssa.CallInstruction, callee *types.Func, params []ssa.Value) {
	if callee == nil || callee.Pkg() == nil || s.m.ix.isCatalogPkg(callee.Pkg().Path()) || s.m.foreignStd(callee.Pkg().Path()) {
		return
	}
	for _, op := range s.ops {
		if op.Kind == KeySink && op.Instr == instr {
			return
		}
	}
	sig := callee.Signature()
	for i := range sig.Params().Len() {
		if i < len(params) && isKeyName(sig.Params().At(i).Name()) {
			op := s.add(s.newOp(KeySink, instr, callee))
			op.Key = params[i]
			return
		}
	}
}

// send records a value handed to another goroutine on a channel, when it
// is a value worth working on (not a signal: struct{}, bool, error).
func (s *fscan) send(in *ssa.Send) {
	switch t := in.X.Type().Underlying().(type) {
	case *types.Struct:
		if t.NumFields() == 0 {
			return
		}
	case *types.Basic:
		if t.Kind() == types.Bool {
			return
		}
	}
	if IsError(in.X.Type()) {
		return
	}
	ss := s.m.sends[in.Pos()]
	if ss == nil {
		return
	}
	s.add(&Op{Kind: Handoff, Instr: in, Pos: ss.Pos(), End: ss.End(), API: "the work handed off on " + shortExpr(ss.Chan, 0), Key: in.X})
}

// summaryOps turns a call of a program function with a summary into
// operations, one per kind.
func (s *fscan) summaryOps(instr ssa.CallInstruction, callee *types.Func, sum *Summary, params []ssa.Value) {
	for k := Kind(1); k < numKinds; k++ {
		if !sum.Kinds.Has(k) {
			continue
		}
		op := s.newOp(k, instr, callee)
		op.Via, op.Table = sum.ViaFor(k), sum.TableFor(k)
		if k == Write {
			op.Mode, op.Creates, op.UniqueHandled = sum.Mode, sum.Creates, sum.UniqueHandled
			if recv, _ := splitArgs(instr.Common(), callee); recv != nil && sum.Mode == Creates {
				switch s.m.ormConflict(recv) {
				case sqltext.DoNothing, sqltext.Ignore:
					// ….OnConflictColumns(…).DoNothing().Exec(ctx)
					op.Kind, op.Mode = Claim, Upserts
					op.Consulted = op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
				case sqltext.DoUpdate:
					op.Mode = Upserts
				}
			}
		}
		op.NoRow = k == Check && sum.NoRow
		op.Declared = k == Check && sum.Declared
		op.AutoAck = k == Receive // only receives that acknowledge on receipt reach a summary
		op.Minted = sum.Minted && (k == Write || k == Claim)
		op.AfterRun = sum.MarksAfter > 0 && (k == Write || k == Claim)
		op.Marks = sum.Marks && k == Write
		if k == Effect {
			op.Class, op.Does, op.Keyed = sum.Class, sum.Does, sum.Keyed
		}
		if (k == KeySink || k == Claim) && sum.KeyParam > 0 && sum.KeyParam <= len(params) {
			op.Key, op.KeyField = params[sum.KeyParam-1], sum.KeyField
		}
		if k == Write && sum.WriteKeyParam > 0 && sum.WriteKeyParam <= len(params) {
			op.Key = params[sum.WriteKeyParam-1]
		}
		if k == Claim {
			op.Consulted = op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
		}
		if k == Commit && sum.TxFuncParam > 0 && sum.TxFuncParam <= len(params) {
			// A program helper that runs its callback in a transaction it
			// opens and commits: a TxFunc (withSerializableTx(ctx, func(tx) …)).
			cb := s.m.funcOf(params[sum.TxFuncParam-1])
			tx := &Tx{Callback: cb, Func: s.fn, Serializable: sum.TxSerializable || s.m.serialDriver}
			if cb != nil {
				s.m.cbTx[cb] = tx
			}
			op.Tx, op.Callback = tx, cb
			s.add(op)
			continue
		}
		for _, p := range params {
			if tx := s.tx(p); tx != nil {
				op.Tx = tx
				break
			}
		}
		s.add(op)
	}
}

// tx returns the transaction v is, following builder chains of library
// calls (gorm's tx.Where(…).First, bun's tx.NewInsert().Model(…)).
func (s *fscan) tx(v ssa.Value) *Tx {
	return s.txSeen(v, map[ssa.Value]bool{})
}

func (s *fscan) txSeen(v ssa.Value, seen map[ssa.Value]bool) *Tx {
	for range maxTrace {
		if seen[v] {
			return nil
		}
		seen[v] = true
		if v == nil {
			return nil
		}
		if tx := s.txOf[v]; tx != nil {
			return tx
		}
		switch x := v.(type) {
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.Call:
			callee, _ := calleeOf(&x.Call)
			if callee == nil || callee.Pkg() == nil || !s.m.ix.isCatalogPkg(callee.Pkg().Path()) {
				return nil
			}
			recv, _ := splitArgs(&x.Call, callee)
			v = recv
		case *ssa.Parameter:
			return s.paramTx(x)
		case *ssa.FreeVar:
			return s.freeVarTx(x)
		case *ssa.UnOp:
			if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL && embedded(fa.X.Type(), fa.Field) {
				v = fa.X // sqlx.Tx's embedded *sql.Tx: the same transaction
				continue
			}
			// A variable captured by a closure lives in a cell: follow its
			// single store (tx, _ := db.BeginTx(…); defer func() { tx.Rollback() }()).
			al, ok := x.X.(*ssa.Alloc)
			if x.Op != token.MUL || !ok {
				return nil
			}
			v = storedValue(al)
		case *ssa.Field:
			if !embedded(x.X.Type(), x.Field) {
				return nil
			}
			v = x.X
		case *ssa.Phi:
			var tx *Tx
			for _, e := range x.Edges {
				if c, ok := e.(*ssa.Const); ok && c.IsNil() || seen[e] {
					continue
				}
				t := s.txSeen(e, seen)
				if t == nil || (tx != nil && t != tx) {
					return nil
				}
				tx = t
			}
			return tx
		default:
			return nil
		}
	}
	return nil
}

// paramTx returns the transaction a parameter carries: the callback
// argument of a TxFunc, or any parameter of a transaction type.
func (s *fscan) paramTx(p *ssa.Parameter) *Tx {
	for i, q := range s.fn.Params {
		if q != p {
			continue
		}
		if tx := s.m.cbTx[s.fn]; tx != nil && isTxType(p.Type(), true) {
			s.txOf[p] = tx
			return tx
		}
		if !isTxType(p.Type(), false) {
			return nil
		}
		n := i + 1
		if s.fn.Signature.Recv() != nil {
			n = i // the receiver is Params[0]; parameters count from 1 after it
		}
		tx := &Tx{Param: n, Func: s.fn, Serializable: s.m.serialDriver}
		s.txOf[p] = tx
		return tx
	}
	return nil
}

// freeVarTx follows a captured variable to the value bound by the
// enclosing function.
func (s *fscan) freeVarTx(fv *ssa.FreeVar) *Tx {
	parent := s.fn.Parent()
	ps := s.m.scans[parent]
	if parent == nil || ps == nil {
		return nil
	}
	idx := -1
	for i, f := range s.fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || mc.Fn != s.fn || idx >= len(mc.Bindings) || idx < 0 {
				continue
			}
			v := mc.Bindings[idx]
			if al, ok := v.(*ssa.Alloc); ok {
				v = storedValue(al)
			}
			if v == nil {
				return nil
			}
			return ps.tx(v)
		}
	}
	return nil
}

// embedded reports whether field i of the struct t points to is embedded.
func embedded(t types.Type, i int) bool {
	st, ok := deref(t).Underlying().(*types.Struct)
	return ok && i < st.NumFields() && st.Field(i).Embedded()
}

// storedValue returns the single value stored to a local variable, or nil.
func storedValue(al *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, r := range nonDebugReferrers(al) {
		if st, ok := r.(*ssa.Store); ok && st.Addr == al {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// isTxType reports whether t is a transaction type: the receiver of a
// TxCommit row named Tx. With loose set, any TxCommit receiver counts
// (for the argument of a TxFunc callback, which gorm passes as *gorm.DB).
func isTxType(t types.Type, loose bool) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := catalog.Canonical(n.Obj().Pkg().Path())
	for _, row := range commitRows() {
		if row.Path == path && row.Recv == n.Obj().Name() && (loose || row.Recv == "Tx") {
			return true
		}
	}
	return false
}

var commitRows = onceRows(catalog.TxCommit)

// IsTx reports whether t is a transaction type of a catalogued library (one
// whose Commit is in the catalog: sql.Tx, pgx.Tx, gorm.DB, bun.Tx, …).
func IsTx(t types.Type) bool { return isTxType(t, true) }

// serializable reports whether the options argument of a transaction
// opener names a Serializable constant (sql.LevelSerializable,
// pgx.Serializable). It reads the syntax: constants have no identity in SSA.
func (s *fscan) serializable(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row) bool {
	ce := s.m.calls[instr.Common().Pos()]
	i := paramIndex(callee.Signature(), row.Param(catalog.ArgOptions))
	if ce == nil || i < 0 || i >= len(ce.Args) {
		return false
	}
	found := false
	ast.Inspect(ce.Args[i], func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if r := s.m.ix.object(s.m.pass.TypesInfo.Uses[id]); r != nil && r.Role == catalog.Serializable {
				found = true
			}
		}
		return !found
	})
	return found
}

// httpMethod finds the method of the request passed to Client.Do.
func (s *fscan) httpMethod(req ssa.Value) (string, bool) {
	for range maxTrace {
		switch x := req.(type) {
		case *ssa.Extract:
			req = x.Tuple
		case *ssa.Call:
			callee, _ := calleeOf(&x.Call)
			row := s.m.ix.fn(callee)
			if row == nil || row.Role != catalog.HTTPNewReq {
				return "", false
			}
			_, params := splitArgs(&x.Call, callee)
			m, ok := stringOf(arg(row, callee, params, catalog.ArgMethod))
			return strings.ToUpper(m), ok
		default:
			return "", false
		}
	}
	return "", false
}

func isWriteMethod(m string) bool {
	switch m {
	case "GET", "HEAD", "OPTIONS", "":
		return false
	}
	return true
}

// isKeyHeader reports whether a header name carries an idempotency key.
// Any name that contains "idempoten" in any case (X-Idempotency-Key,
// Idempotence-Key, vendor prefixes) does, and NATS's Nats-Msg-Id.
func isKeyHeader(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "idempoten") || n == "nats-msg-id"
}

// isKeyName reports a program field or parameter name that says it holds
// an idempotency or deduplication key: IdempotencyKey, idempotencyKey,
// DedupKey, DedupID, DeduplicationID, IdempotenceKey.
func isKeyName(name string) bool {
	n := strings.ToLower(name)
	return strings.HasPrefix(n, "idempoten") && (strings.HasSuffix(n, "key") || strings.HasSuffix(n, "id")) ||
		strings.HasPrefix(n, "dedup") && (strings.HasSuffix(n, "key") || strings.HasSuffix(n, "id"))
}

// ormConflict finds an ON CONFLICT clause in an ORM builder chain: gorm
// Clauses(clause.OnConflict{DoNothing: true}), bun On("CONFLICT DO
// NOTHING"), a program builder method whose fact adds one (ent's
// ….OnConflictColumns(…).DoNothing()).
func (m *model) ormConflict(v ssa.Value) sqltext.Conflict {
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.Call:
			callee, sf := calleeOf(&x.Call)
			if callee == nil || callee.Pkg() == nil {
				return sqltext.NoConflict
			}
			recv, params := splitArgs(&x.Call, callee)
			if !m.ix.isCatalogPkg(callee.Pkg().Path()) {
				// A builder method of the program: its fact says what it
				// adds (ent's generated DoNothing).
				for _, sum := range m.summariesOf(callee, sf) {
					if sum.Conflict != sqltext.NoConflict {
						return sum.Conflict
					}
				}
				v = recv
				continue
			}
			if row := m.ix.fn(callee); row != nil && row.Role == catalog.OnConflict {
				return rowConflict(row, callee, params)
			}
			for _, p := range params {
				for _, e := range append(variadicElems(p), p) {
					if c := m.conflictValue(e); c != sqltext.NoConflict {
						return c
					}
				}
			}
			v = recv
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Extract:
			v = x.Tuple
		default:
			return sqltext.NoConflict
		}
	}
	return sqltext.NoConflict
}

// rowConflict is the conflict clause a call of an OnConflict row adds: by
// its SQL text, or, for a row that takes none, DO NOTHING (ent's
// sql.DoNothing()).
func rowConflict(row *catalog.Row, callee *types.Func, params []ssa.Value) sqltext.Conflict {
	if row.Param(catalog.ArgQuery) == "" {
		return sqltext.DoNothing
	}
	text, _ := stringOf(arg(row, callee, params, catalog.ArgQuery))
	return conflictText(text)
}

// appliedConflict returns the conflict clause fn adds to a builder by
// calling an OnConflict row (ent's generated DoNothing appends
// sql.DoNothing() to the create's options), or NoConflict.
func (m *model) appliedConflict(fn *ssa.Function) sqltext.Conflict {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			callee, _ := calleeOf(&call.Call)
			if callee == nil {
				continue
			}
			if row := m.ix.fn(callee); row != nil && row.Role == catalog.OnConflict {
				_, params := splitArgs(&call.Call, callee)
				return rowConflict(row, callee, params)
			}
		}
	}
	return sqltext.NoConflict
}

func conflictText(text string) sqltext.Conflict {
	t := strings.ToUpper(text)
	switch {
	case strings.Contains(t, "DO NOTHING"):
		return sqltext.DoNothing
	case strings.Contains(t, "DO UPDATE"):
		return sqltext.DoUpdate
	}
	return sqltext.NoConflict
}

// conflictValue recognises a composite literal of an OnConflict type with
// DoNothing set to true (or any other setting: an upsert).
func (m *model) conflictValue(v ssa.Value) sqltext.Conflict {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X
	}
	row := m.ix.typeRow(v.Type())
	if row == nil || row.Role != catalog.OnConflict {
		return sqltext.NoConflict
	}
	if b, ok := fieldConst(v, "DoNothing"); ok && constant.BoolVal(b) {
		return sqltext.DoNothing
	}
	return sqltext.DoUpdate
}

// fieldConst returns the constant stored to field name of a local struct,
// when every store to that field stores that constant.
func fieldConst(v ssa.Value, name string) (constant.Value, bool) {
	return fieldConstDepth(v, name, 0)
}

func fieldConstDepth(v ssa.Value, name string, depth int) (constant.Value, bool) {
	al, ok := v.(*ssa.Alloc)
	if !ok || depth > maxCopies {
		return nil, false
	}
	var val constant.Value
	for _, r := range nonDebugReferrers(al) {
		if whole, ok := r.(*ssa.Store); ok && whole.Addr == al {
			// opts := T{…}: the variable is a copy of the literal.
			ld, ok := whole.Val.(*ssa.UnOp)
			if !ok || ld.Op != token.MUL || ld.X == al {
				return nil, false
			}
			c, ok := fieldConstDepth(ld.X, name, depth+1)
			if !ok || val != nil && !constant.Compare(val, token.EQL, c) {
				return nil, false
			}
			val = c
			continue
		}
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		st, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
		if !ok || fa.Field >= st.NumFields() || st.Field(fa.Field).Name() != name {
			continue
		}
		for _, rr := range nonDebugReferrers(fa) {
			s, ok := rr.(*ssa.Store)
			if !ok || s.Addr != fa {
				continue
			}
			c, ok := s.Val.(*ssa.Const)
			if !ok || c.Value == nil || val != nil && !constant.Compare(val, token.EQL, c.Value) {
				return nil, false // set at run time, or to two values
			}
			val = c.Value
		}
	}
	return val, val != nil
}

// rowsAffectedRead reports whether the result of a write is asked how many
// rows it touched (sql.Result.RowsAffected, pgconn.CommandTag.RowsAffected,
// gorm's DB.RowsAffected field).
func (m *model) rowsAffectedRead(v ssa.Value) bool {
	if v == nil {
		return false
	}
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for len(work) > 0 && len(seen) < maxTrace {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		for _, r := range nonDebugReferrers(x) {
			switch r := r.(type) {
			case *ssa.Extract:
				if r.Index == 0 {
					work = append(work, r)
				}
			case *ssa.ChangeType:
				work = append(work, r)
			case *ssa.MakeInterface:
				work = append(work, r)
			case *ssa.Phi:
				work = append(work, r)
			case *ssa.FieldAddr:
				if row := m.ix.field(r.X.Type(), fieldName(r.X.Type(), r.Field)); row != nil && row.Role == catalog.RowsAffected {
					return true
				}
			case ssa.CallInstruction:
				callee, _ := calleeOf(r.Common())
				recv, _ := splitArgs(r.Common(), callee)
				if row := m.ix.fn(callee); row != nil && row.Role == catalog.RowsAffected && recv == x {
					return true
				}
			}
		}
	}
	return false
}

func fieldName(t types.Type, i int) string {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return ""
	}
	return st.Field(i).Name()
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

// funcValues returns v, or, for a map literal of names to functions
// (machinery's RegisterTasks), the functions it holds.
func funcValues(v ssa.Value) []ssa.Value {
	mm, ok := unwrap(v).(*ssa.MakeMap)
	if !ok {
		return []ssa.Value{v}
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(mm) {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Map == mm {
			out = append(out, u.Value)
		}
	}
	return out
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

// unwrap looks through conversions that do not change a value's identity.
func unwrap(v ssa.Value) ssa.Value {
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.Convert:
			v = x.X
		default:
			return v
		}
	}
	return v
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

func nonDebugReferrers(v ssa.Value) []ssa.Instruction {
	refs := v.Referrers()
	if refs == nil {
		return nil
	}
	if !slices.ContainsFunc(*refs, func(r ssa.Instruction) bool { _, ok := r.(*ssa.DebugRef); return ok }) {
		return (*refs)[:len(*refs):len(*refs)] // the model's builds have none: no copy (capped, so an append copies)
	}
	out := make([]ssa.Instruction, 0, len(*refs))
	for _, r := range *refs {
		if _, ok := r.(*ssa.DebugRef); !ok {
			out = append(out, r)
		}
	}
	return out
}

// boolOf returns the constant boolean v is: a constant, or a field of a
// local options literal set to one (opts := consumeOptions{AutoAck: true};
// ch.Consume(q, "", opts.AutoAck, …)).
func boolOf(v ssa.Value) (bool, bool) {
	v = unwrap(v)
	if c, ok := fieldOfLiteral(v); ok {
		return c.Kind() == constant.Bool && constant.BoolVal(c), c.Kind() == constant.Bool
	}
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(c.Value), true
}

// fieldOfLiteral returns the constant a field load reads from a local
// struct whose field was set to it.
func fieldOfLiteral(v ssa.Value) (constant.Value, bool) {
	var base ssa.Value
	var field int
	switch x := v.(type) {
	case *ssa.UnOp: // opts.AutoAck with opts addressable: *(&opts.AutoAck)
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return nil, false
		}
		base, field = fa.X, fa.Field
	case *ssa.Field: // a field of a struct value: (*opts).AutoAck
		ld, ok := x.X.(*ssa.UnOp)
		if !ok || ld.Op != token.MUL {
			return nil, false
		}
		base, field = ld.X, x.Field
	default:
		return nil, false
	}
	return fieldConst(base, fieldName(base.Type(), field))
}

// apiName renders the called function as the user wrote it, with receiver
// chains shortened: db.Where(…).First.
func apiName(fun ast.Expr, callee *types.Func) string {
	if fun == nil {
		if callee != nil {
			return callee.Name()
		}
		return "call"
	}
	return shortExpr(fun, 0)
}

func shortExpr(e ast.Expr, depth int) string {
	if depth > 12 {
		return "…"
	}
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return shortExpr(x.X, depth+1) + "." + x.Sel.Name
	case *ast.CallExpr:
		return shortExpr(x.Fun, depth+1) + "(…)"
	case *ast.IndexExpr:
		return shortExpr(x.X, depth+1)
	case *ast.IndexListExpr:
		return shortExpr(x.X, depth+1)
	case *ast.ParenExpr:
		return shortExpr(x.X, depth+1)
	case *ast.StarExpr:
		return shortExpr(x.X, depth+1)
	case *ast.FuncLit:
		return "func literal"
	}
	return "…"
}

func qualifiedName(f *types.Func) string {
	if f.Pkg() == nil {
		return f.Name()
	}
	if r := f.Signature().Recv(); r != nil {
		return f.Pkg().Name() + "." + typeName(r.Type()) + "." + f.Name()
	}
	return f.Pkg().Name() + "." + f.Name()
}

func typeString(t types.Type) string {
	if n := namedOf(t); n != nil && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Name() + "." + n.Obj().Name()
	}
	return t.String()
}

// ormTable names the table of an ORM call after its model type, lower-cased:
// the struct passed to First/Create/Model in the call or its builder chain.
// It is only used to tell whether a check and a write touch the same store.
func (m *model) ormTable(recv ssa.Value, params []ssa.Value) string {
	for range maxTrace {
		for _, p := range params {
			if name := modelType(unwrap(p).Type()); name != "" {
				return name
			}
		}
		call, ok := recv.(*ssa.Call)
		if !ok {
			return ""
		}
		callee, _ := calleeOf(&call.Call)
		if callee == nil || callee.Pkg() == nil || !m.ix.isCatalogPkg(callee.Pkg().Path()) {
			return ""
		}
		recv, params = splitArgs(&call.Call, callee)
		var flat []ssa.Value
		for _, p := range params {
			flat = append(flat, p)
			flat = append(flat, variadicElems(p)...)
		}
		params = flat
	}
	return ""
}

// modelType returns the lower-cased name of the struct type t holds
// (through pointers and slices), when it is a program type.
func modelType(t types.Type) string {
	for range 4 {
		switch u := types.Unalias(t).(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Named:
			if _, ok := u.Underlying().(*types.Struct); ok && u.Obj().Pkg() != nil && !theIndex().isCatalogPkg(u.Obj().Pkg().Path()) {
				return strings.ToLower(u.Obj().Name())
			}
		}
		return ""
	}
	return ""
}
