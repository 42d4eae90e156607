package model

import (
	"go/token"
	"go/types"
	"slices"
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
	// starts is the 1-based func parameter fn runs in a goroutine it
	// starts (Summary.StartsParam).
	starts int
	// subst maps the type parameters of a generic function being scanned
	// for one instance to its type arguments: a call of a type
	// parameter's method is then a call of the argument's method.
	subst map[*types.TypeParam]types.Type
	// sleeps are the calls that pause fn (time.Sleep, time.After) and its
	// receives from a timer's channel: on
	// every pass of a polling loop they make it a periodic job.
	sleeps []ssa.Instruction
	// recvs are the channels fn receives from (noteDrains).
	recvs []ssa.Value
	// sendsMethod and sendsRequest are the 1-based parameters that are the
	// method of a request fn sends, or a request it sends, when a caller's
	// argument decides whether the send is an EFFECT (httpreq.go).
	sendsMethod, sendsRequest int
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
	defer s.wonResults()
	defer s.markMinted()
	defer s.polling()
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
			case *ssa.UnOp:
				if in.Op == token.ARROW {
					s.tick(in, in.X)
					s.recvs = append(s.recvs, in.X)
				}
			case *ssa.Select:
				for _, st := range in.States {
					if st.Dir == types.RecvOnly {
						s.tick(in, st.Chan)
						s.recvs = append(s.recvs, st.Chan)
					}
				}
			case *ssa.Alloc:
				s.decodesEvent(in)
			case *ssa.ChangeType:
				if row := m.ix.typeRow(in.Type()); row != nil && row.Role == catalog.HandlerType {
					if cb := m.funcOf(in.X); cb != nil {
						m.handlers[cb] = "converted to " + typeString(in.Type())
						m.doneBy[cb] = catalog.DoneOnReturn(row.Path)
					}
				}
			}
		}
	}
	return s
}

// decodesEvent makes the function a handler when it decodes what a
// parameter holds into a variable of an EventType (an AWS Lambda function
// that takes the raw event, json.RawMessage, and unmarshals it into an
// events.SQSEvent once it knows the source): it runs once per delivery of
// that source, and its return acks.
func (s *fscan) decodesEvent(al *ssa.Alloc) {
	row := s.m.eventRow(al.Type())
	if row == nil || s.m.handlers[s.fn] != "" {
		return
	}
	uses := nonDebugReferrers(al)
	for _, r := range uses {
		if mi, ok := r.(*ssa.MakeInterface); ok {
			uses = append(uses, nonDebugReferrers(mi)...) // json.Unmarshal(raw, &ev): an any
		}
	}
	for _, r := range uses {
		call, ok := r.(*ssa.Call)
		if !ok {
			continue
		}
		for _, a := range call.Call.Args {
			if unwrap(a) != ssa.Value(al) && slices.ContainsFunc(s.fn.Params, func(p *ssa.Parameter) bool { return DependsOn(a, p) }) {
				s.m.handlers[s.fn] = "decodes an event of " + typeString(deref(al.Type()))
				s.m.doneBy[s.fn] = catalog.DoneOnReturn(row.Path)
				return
			}
		}
	}
}

// tick makes the function a periodic job when it receives from a channel
// that delivers on every period (catalog.Tick: a time.Ticker's C, the
// result of time.Tick); at is the receive.
func (s *fscan) tick(at ssa.Instruction, ch ssa.Value) {
	if s.m.handlers[s.fn] != "" {
		return
	}
	var api string
	switch v := unwrap(ch).(type) {
	case *ssa.UnOp: // ticker.C
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			return
		}
		if f := structField(fa.X.Type(), fa.Field); f != nil {
			if row := s.m.ix.field(deref(fa.X.Type()), f.Name()); row != nil && row.Role == catalog.Tick {
				api = typeName(fa.X.Type()) + "." + f.Name()
			}
		}
	case *ssa.Call:
		if callee, _ := calleeOf(&v.Call); callee != nil {
			if row := s.m.ix.fn(callee); row != nil && row.Role == catalog.Tick {
				api = qualifiedName(callee)
			}
		}
	}
	switch {
	case api != "":
		s.m.handlers[s.fn] = "receives from " + api + ": a periodic job"
		s.m.periodic[s.fn] = true
		s.m.ticks[s.fn] = at
	case timeChan(ch.Type()):
		// A timer's channel (time.Timer's C, a clock interface's
		// <-chan time.Time): a pause, like time.After's.
		s.sleeps = append(s.sleeps, at)
	}
}

// timeChan reports a channel of time.Time.
func timeChan(t types.Type) bool {
	ch, ok := t.Underlying().(*types.Chan)
	return ok && isNamed(ch.Elem(), "time", "Time")
}

// loopSleep returns a pause of fn that runs in a loop (polling), or nil.
func (s *fscan) loopSleep() ssa.Instruction {
	flow := s.m.flow(s.fn)
	for _, in := range s.sleeps {
		b := in.Block()
		for _, succ := range b.Succs {
			if flow.Around(succ, b) {
				return in
			}
		}
	}
	return nil
}

// polling makes fn a periodic job when it pauses on every pass of a loop
// that only a failure or a stop ends (ssax.Flow.Polls) and reads or
// writes a store (a Check, or a Write: a pass whose reads its summary does
// not carry, advancing a watermark): a poller that sends what it finds
// pending, run again after a crash and by every replica. A loop that
// reads and records nothing (a heartbeat, a keepalive push) polls
// nothing; a receive loop stays what it is, a handler of what it
// receives.
func (s *fscan) polling() {
	if len(s.sleeps) == 0 || s.m.handlers[s.fn] != "" || slices.ContainsFunc(s.ops, func(op *Op) bool { return op.Kind == Receive }) ||
		!slices.ContainsFunc(s.ops, func(op *Op) bool { return op.Kind == Check || op.Kind == Write }) {
		return
	}
	if s.m.flow(s.fn).Polls(s.sleeps) {
		s.m.handlers[s.fn] = "pauses on every pass of a polling loop: a periodic job"
		s.m.periodic[s.fn] = true
		s.m.ticks[s.fn] = s.loopSleep()
	}
}

func (s *fscan) add(op *Op) *Op {
	if op.Kind == Write && !op.Marks {
		op.Marks = setsDoneColumn(op)
	}
	s.ops = append(s.ops, op)
	return op
}

// markMinted sets Minted on the writes whose key comes from a RANDOM op of
// the function, or from a helper that returns the key the database
// assigned to a row it created (Summary.MintsKey): for an ORM create,
// whose key is its row's, the value stored into the row's id field.
func (s *fscan) markMinted() {
	for _, w := range s.ops {
		if (w.Kind != Write && w.Kind != Claim) || w.Minted {
			continue
		}
		keys := []ssa.Value{w.Key}
		if w.Key == nil {
			keys = idStores(s.m.createdRow(w))
		}
		for _, r := range s.ops {
			if (r.Kind == Random || r.MintsKey) && r.Value != nil && slices.ContainsFunc(keys, func(k ssa.Value) bool { return k != nil && DependsOn(k, r.Value) }) {
				w.Minted = true
				break
			}
		}
	}
}

// createdRow returns the program struct an ORM create writes (xorm's
// Insert(&c), gorm's Create(&c)), whose key is the row's own, or nil.
func (m *model) createdRow(w *Op) ssa.Value {
	if w.Kind != Write || w.Mode != Creates || w.Key != nil || w.SQL != nil || w.Model == nil {
		return nil
	}
	_, row := m.ormRow(w)
	return row
}

// idStores returns the values stored into the id field of the struct
// row points to: the field the ORMs take for the primary key when no tag
// says otherwise (gorm's and xorm's ID, Id).
func idStores(row ssa.Value) []ssa.Value {
	if row == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(row) {
		if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == row && isIDField(fa) {
			out = append(out, storedTo(fa)...)
		}
	}
	return out
}

// isIDField reports whether fa addresses a field named id (ID, Id).
func isIDField(fa *ssa.FieldAddr) bool {
	return strings.EqualFold(fieldName(fa.X.Type(), fa.Field), "id")
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
	if g, ok := instr.(*ssa.Go); ok && s.starts == 0 && !c.IsInvoke() {
		s.starts = s.runsParam(g.Call.Value) // go fn(), go func() { fn() }()
	}
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
		s.passedCall(instr, params)
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

// carriesNoMessage reports a func value that is handed no message: it
// takes nothing, or only basic values and a context (a retry helper's
// func() error, Rican7/retry's func(attempt uint) error, go-retry's
// func(ctx) error). What it acks is its caller's message, captured
// (func() error { return d.Ack(false) }), not one it is handed.
func carriesNoMessage(v ssa.Value) bool {
	sig, _ := v.Type().Underlying().(*types.Signature)
	if sig == nil {
		return false
	}
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if _, basic := t.Underlying().(*types.Basic); !basic && !IsContext(t) {
			return false
		}
	}
	return true
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
		if acks && callee == nil {
			op.API = in.API // func() { m.Ack() }(): named by what runs inside
		}
		op.Props = in.Props
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
	own := carriesNoMessage(v)
	if f := boundMethod(v); f != nil && own {
		if row := s.m.ix.fn(f); row != nil {
			s.row(instr, f, row, unwrap(v).(*ssa.MakeClosure).Bindings[0], nil) // retry(tx.Commit)
			return
		}
	}
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
		s.inline(instr, callee, fn, own)
		return
	}
	sum := s.m.local[fn]
	if subst := s.m.substOf(unwrap(v)); subst != nil && s.m.callsTypeParams(fn) {
		sum = s.m.instanceSummary(fn, subst) // the closure of querierAll[…, *DeliveryQuery]
	}
	if sum != nil {
		run := *sum
		if !own {
			// Its acks and receives are its own: what it acknowledges is
			// the message it is handed by whoever runs it, not the caller's.
			run.Kinds &^= Mask(0).With(Ack).With(Nack).With(Receive)
		}
		s.summaryOps(instr, callee, &run, nil)
	}
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

// summaryOps turns a call of a program function with a summary into
// operations, one per kind.
func (s *fscan) summaryOps(instr ssa.CallInstruction, callee *types.Func, sum *Summary, params []ssa.Value) {
	if sum.Verifies && passesParam(s.fn, instr.Common()) && !s.m.verifies[s.fn] {
		// A helper, here or in another package, verifies the webhook
		// this function was handed (the body it read from its request).
		s.m.verifies[s.fn] = true
		s.m.verifiedAt(s.fn, instr)
		if s.m.handlers[s.fn] == "" && callee != nil {
			s.m.handlers[s.fn] = "calls " + qualifiedName(callee) + ", which verifies a webhook"
		}
	}
	for i, p := range params {
		if i < 64 && sum.Keeps&(1<<i) != 0 && instr.Value() != nil {
			op := s.newOp(Derive, instr, callee)
			op.Key = p
			op.Reads, _ = sum.keptAt(i + 1)
			s.add(op)
		}
	}
	if p := sum.SendsMethod; p > 0 && p <= len(params) {
		s.sendMethod(instr, callee, params[p-1])
	}
	if p := sum.SendsRequest; p > 0 && p <= len(params) {
		s.sendRequest(instr, callee, params[p-1])
	}
	s.answer(instr, callee, sum, params)
	if p := sum.PoolLock; p > 0 && p <= len(params) {
		if row := s.m.ix.typeRow(unwrap(params[p-1]).Type()); row != nil && row.Role == catalog.AutoCommit {
			// The locked rows are the helper's business; a check of
			// no key the caller could test.
			op := s.newOp(Check, instr, callee)
			op.Lock, op.Table, op.PoolLocked, op.Keyless = sum.PoolLockMode, sum.PoolLockTable, true, true
			s.add(op)
		}
	}
	for k := Kind(1); k < numKinds; k++ {
		if !sum.Kinds.Has(k) || k == uniqueTest || k == notFoundTest {
			continue // a test helper's kinds say what its result tells; the call does nothing
		}
		op := s.newOp(k, instr, callee)
		op.Via, op.Table = sum.ViaFor(k), sum.TableFor(k)
		if p := sum.ModelParam; p > 0 && p <= len(params) && op.Table == "" && (k == Check || k == Write || k == Claim) {
			s.modelArg(op, params[p-1])
		}
		if k == Check {
			op.ReadTables = sum.ReadTables
			if op.Columns == nil {
				op.Columns = sum.Columns
			}
			op.Keyless = sum.Keyless || op.SQL == nil && entFixedKey(op)
			if p := sum.CheckKeyParam; p > 0 && p <= len(params) {
				op.ArgKey = params[p-1]
				if _, fixed := unwrap(op.ArgKey).(*ssa.Const); fixed {
					op.Keyless = true // getKeys(ctx, keysRowID): the singleton row
				}
			}
		}
		if k == Write {
			op.Mode, op.Creates, op.Rechecked, op.UniqueHandled, op.Rechecks = sum.Mode, sum.Creates, sum.Rechecked, sum.UniqueHandled, sum.Rechecks
			op.Schemas, op.UniqueErrs, op.Overwrites = sum.Schemas, sum.UniqueErrs, sum.Overwrites
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
		op.NoRow = (k == Check || k == Claim) && sum.NoRow
		op.Declared = k == Check && sum.Declared
		op.AutoAck = k == Receive // only receives that acknowledge on receipt reach a summary
		op.Minted = sum.Minted && (k == Write || k == Claim)
		op.MintsKey = sum.MintsKey && k == Write
		op.AfterRun = sum.MarksAfter > 0 && (k == Write || k == Claim)
		op.Marks = sum.Marks && k == Write
		op.Refreshes = sum.Refreshes && k == Write
		op.Lapses = sum.Lapses && k == Claim
		op.Removes = sum.Removes && k == Claim
		op.Swallowed = sum.Swallows && IsWork(op)
		if k == Effect {
			op.Class, op.Does, op.Keyed, op.ClaimsFirst = sum.Class, sum.Does, sum.Keyed, sum.ClaimsFirst
		}
		if (k == KeySink || k == Claim) && sum.KeyParam > 0 && sum.KeyParam <= len(params) {
			op.Key, op.KeyField = params[sum.KeyParam-1], sum.KeyField
		}
		if k == Handoff && sum.HandsOff > 0 && sum.HandsOff <= len(params) {
			op.Key = params[sum.HandsOff-1]
		}
		if k == Write && sum.WriteKeyParam > 0 && sum.WriteKeyParam <= len(params) {
			op.Key = params[sum.WriteKeyParam-1]
		}
		if k == Claim {
			op.Consulted = op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
			op.Dropped = op.Consulted && sum.ClaimReturned && !op.NoRow && !resultRead(op.Value)
			op.Consulted = op.Consulted || sum.ClaimDecides // the callee acts on the outcome itself
		}
		if k == Commit && sum.TxFuncParam > 0 && sum.TxFuncParam <= len(params) {
			// A program helper that runs its callback in a transaction it
			// opens and commits: a TxFunc (withSerializableTx(ctx, func(tx) …)).
			cb := s.m.funcOf(params[sum.TxFuncParam-1])
			tx := &Tx{Callback: cb, Func: s.fn, Serializable: sum.TxSerializable || s.m.serialDriver, Locked: sum.TxLocked}
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

// modelArg names the table of op, an ORM operation of a helper that takes
// its model as the argument v (Summary.ModelParam), after v's type; or,
// where v is itself an untyped parameter, passes the question on.
func (s *fscan) modelArg(op *Op, v ssa.Value) {
	v = unwrap(v)
	if op.Model = modelType(v.Type()); op.Model != nil {
		op.Table = modelTableName(op.Model)
		return
	}
	if untyped(v.Type()) {
		op.ModelOf = v
	}
}
